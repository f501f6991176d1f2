// Work-graph nodes in a library (lib_6_8) for ID3D12LibraryReflection: broadcasting, coalescing and thread
// launch, node inputs and outputs, node resources.
struct Seed { uint3 grid : SV_DispatchGrid; uint value; };
struct Work { float4 data; uint depth; };
struct Leaf { uint id; };
RWStructuredBuffer<uint> node_out : register(u0);
cbuffer NodeCB : register(b0) { uint bias; float scale; };

[Shader("node")] [NodeLaunch("broadcasting")] [NodeMaxDispatchGrid(64, 64, 1)] [NumThreads(8, 8, 1)] [NodeIsProgramEntry]
void Root(DispatchNodeInputRecord<Seed> input, [MaxRecords(64)] NodeOutput<Work> Mid, uint3 tid : SV_DispatchThreadID)
{
    GroupNodeOutputRecords<Work> rec = Mid.GetGroupNodeOutputRecords(1);
    rec.Get().data = tid.xyzx * scale;
    rec.Get().depth = input.Get().value + bias;
    rec.OutputComplete();
}

[Shader("node")] [NodeLaunch("coalescing")] [NumThreads(32, 1, 1)]
void Mid([MaxRecords(8)] GroupNodeInputRecords<Work> input, [MaxRecords(4)] [NodeArraySize(3)] NodeOutputArray<Leaf> Tip, uint gi : SV_GroupIndex)
{
    ThreadNodeOutputRecords<Leaf> o = Tip[gi % 3].GetThreadNodeOutputRecords(1);
    o.Get().id = input[gi % input.Count()].depth;
    o.OutputComplete();
}

[Shader("node")] [NodeLaunch("thread")] [NodeID("Tip", 1)] [NodeLocalRootArgumentsTableIndex(2)]
void TipOne(ThreadNodeInputRecord<Leaf> input) { InterlockedAdd(node_out[input.Get().id], 1); }

[Shader("node")] [NodeLaunch("thread")] [NodeID("Tip", 0)]
void TipZero(RWThreadNodeInputRecord<Leaf> input) { input.Get().id += bias; node_out[0] = input.Get().id; }

[Shader("node")] [NodeLaunch("thread")] [NodeID("Tip", 2)]
void TipTwo(ThreadNodeInputRecord<Leaf> input, [MaxRecords(1)] EmptyNodeOutput Done) { node_out[1] = input.Get().id; Done.ThreadIncrementOutputCount(1); }

[Shader("node")] [NodeLaunch("thread")]
void Done() { node_out[2] = 1; }
