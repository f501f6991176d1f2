// work graphs (lib_6_8)
struct Rec { uint3 grid : SV_DispatchGrid; float v; uint id; };
struct Work { uint idx; float4 data; };
struct Tiny { uint x; };
RWStructuredBuffer<float4> Out : register(u0);
cbuffer NC : register(b0) { float Scale; };

[Shader("node")]
[NodeLaunch("broadcasting")]
[NodeMaxDispatchGrid(64, 64, 1)]
[NumThreads(8, 8, 1)]
[NodeIsProgramEntry]
void Entry(DispatchNodeInputRecord<Rec> r, uint3 tid : SV_DispatchThreadID, uint gi : SV_GroupIndex,
           [MaxRecords(64)] NodeOutput<Work> Child, [MaxRecords(1)] [NodeID("Leaf", 2)] NodeOutput<Tiny> LeafOut)
{
    ThreadNodeOutputRecords<Work> w = Child.GetThreadNodeOutputRecords(1);
    w.Get().idx = tid.x + r.Get().id; w.Get().data = r.Get().v * Scale;
    w.OutputComplete();
    GroupNodeOutputRecords<Tiny> t = LeafOut.GetGroupNodeOutputRecords(1);
    t.Get().x = gi; t.OutputComplete();
}

[Shader("node")]
[NodeLaunch("coalescing")]
[NumThreads(32, 1, 1)]
void Child([MaxRecords(32)] GroupNodeInputRecords<Work> recs, uint gi : SV_GroupIndex)
{
    if (gi < recs.Count()) Out[recs[gi].idx] = recs[gi].data;
    Barrier(GROUP_SHARED_MEMORY | UAV_MEMORY, GROUP_SYNC | GROUP_SCOPE);
}

[Shader("node")]
[NodeLaunch("thread")]
[NodeID("Leaf", 2)]
void LeafNode(ThreadNodeInputRecord<Tiny> r) { Out[r.Get().x] = 1; }

[Shader("node")]
[NodeLaunch("broadcasting")]
[NodeDispatchGrid(4, 2, 1)]
[NumThreads(64, 1, 1)]
void Sharer(DispatchNodeInputRecord<Work> r, uint gi : SV_GroupIndex, [MaxRecords(4)] NodeOutputArray<Tiny> Arr, [MaxRecordsSharedWith(Arr)] EmptyNodeOutput Out2)
{
    Out[gi] = r.Get().data;
    ThreadNodeOutputRecords<Tiny> t = Arr[gi & 1].GetThreadNodeOutputRecords(1);
    t.Get().x = gi;
    t.OutputComplete();
    Out2.GroupIncrementOutputCount(1);
}

[Shader("node")]
[NodeLaunch("coalescing")]
[NumThreads(1, 1, 1)]
void Empty(EmptyNodeInput e) { Out[0] = e.Count(); }

[Shader("compute")]
[NumThreads(8, 1, 1)]
void Comp(uint i : SV_DispatchThreadID) { Out[i] = i; }
