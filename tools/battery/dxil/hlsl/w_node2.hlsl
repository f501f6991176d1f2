// more work graphs
struct [NodeTrackRWInputSharing] R { uint3 grid : SV_DispatchGrid; uint v; };
struct W { uint v; float f; };
RWByteAddressBuffer B : register(u0);

[Shader("node")]
[NodeLaunch("broadcasting")]
[NodeMaxDispatchGrid(16, 1, 1)]
[NumThreads(32, 1, 1)]
[NodeMaxRecursionDepth(3)]
void Rec(globallycoherent RWDispatchNodeInputRecord<R> r, uint gi : SV_GroupIndex,
         [MaxRecords(2)] [NodeID("Rec")] NodeOutput<R> Self)
{
    InterlockedAdd(r.Get().v, 1);
    Barrier(r, DEVICE_SCOPE);
    if (r.FinishedCrossGroupSharing()) B.Store(0, r.Get().v);
    uint lvl = GetRemainingRecursionLevels();
    if (lvl > 0 && gi == 0) { GroupNodeOutputRecords<R> o = Self.GetGroupNodeOutputRecords(1); o.Get().grid = uint3(1, 1, 1); o.Get().v = lvl; o.OutputComplete(); }
}

[Shader("node")]
[NodeLaunch("broadcasting")]
[NodeDispatchGrid(2, 1, 1)]
[NumThreads(16, 1, 1)]
[NodeLocalRootArgumentsTableIndex(3)]
void Track([MaxRecords(1)] NodeOutput<W> Out, uint gi : SV_GroupIndex)
{
    GroupNodeOutputRecords<W> o = Out.GetGroupNodeOutputRecords(1);
    o.Get().v = gi; o.Get().f = 1.5;
    o.OutputComplete();
}

[Shader("node")]
[NodeLaunch("coalescing")]
[NumThreads(16, 1, 1)]
void Out([MaxRecords(16)] RWGroupNodeInputRecords<W> recs, uint gi : SV_GroupIndex)
{
    if (gi < recs.Count()) { recs[gi].f *= 2; B.Store(gi * 4, asuint(recs[gi].f) + recs[gi].v); }
}

[Shader("node")]
[NodeLaunch("thread")]
void Th(RWThreadNodeInputRecord<W> r) { r.Get().v += 1; B.Store(r.Get().v, 7); }
