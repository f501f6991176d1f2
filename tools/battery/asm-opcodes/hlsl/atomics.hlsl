// Every atomic form: imm_atomic_* (with the original value) and atomic_* (without) on typed, raw and structured UAVs
// and on groupshared memory; append/consume counters; every barrier.
RWTexture2D<uint> TU : register(u0);
RWTexture1D<int> TI : register(u1);
RWByteAddressBuffer Raw : register(u2);
struct Item { uint a; int b; float c; uint d; };
RWStructuredBuffer<Item> Items : register(u3);
AppendStructuredBuffer<uint4> App : register(u4);
ConsumeStructuredBuffer<uint4> Con : register(u5);
globallycoherent RWByteAddressBuffer Coherent : register(u6);
RWBuffer<uint> Counts : register(u7);
RWStructuredBuffer<uint> Stack : register(u8);

cbuffer Atom : register(b0)
{
    uint gU;
    int gI;
    uint gCmp;
    uint gPad;
};

groupshared uint GsU[64];
groupshared int GsI[64];
groupshared uint GsRaw;

[numthreads(64, 1, 1)]
void CSAtomicsImm(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    GsU[gi] = gi;
    GsI[gi] = -(int)gi;
    if (gi == 0)
        GsRaw = 0;
    GroupMemoryBarrierWithGroupSync();
    uint o0, o1, o2, o3, o4, o5, o6, o7, o8, o9, o10;
    int i0, i1;
    InterlockedAdd(TU[id.xy], gU, o0);
    InterlockedAnd(TU[id.xy], gU, o1);
    Raw.InterlockedOr(gi * 4, gU, o2);
    InterlockedXor(Items[gi].a, gU, o3);
    InterlockedMin(TI[id.x], gI, i0);
    InterlockedMax(Items[gi].b, gI, i1);
    Raw.InterlockedMin(64 + gi * 4, gU, o4);
    InterlockedMax(TU[id.yx], gU, o5);
    InterlockedExchange(Items[gi].d, gU, o6);
    Raw.InterlockedCompareExchange(128, gCmp, gU, o7);
    InterlockedCompareExchange(TU[int2(1, 2)], gCmp, gU, o8);
    InterlockedAdd(GsU[gi], 1, o9);
    InterlockedExchange(GsRaw, gi, o10);
    int gsi;
    InterlockedMin(GsI[gi ^ 1], gI, gsi);
    GroupMemoryBarrierWithGroupSync();
    Counts[id.x] = o0 + o1 + o2 + o3 + i0 + i1 + o4 + o5 + o6 + o7 + o8 + o9 + o10 + gsi + GsU[63 - gi];
}

[numthreads(64, 1, 1)]
void CSAtomicsNoRet(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    GsU[gi] = 0;
    GsI[gi] = 0;
    if (gi == 0)
        GsRaw = 0;
    GroupMemoryBarrierWithGroupSync();
    InterlockedAdd(TU[id.xy], gU);
    Raw.InterlockedAnd(gi * 4, gU);
    InterlockedOr(Items[gi].a, gU);
    InterlockedXor(TU[id.xy], gi);
    InterlockedMin(TI[id.x], gI);
    InterlockedMax(TI[id.x + 1], gI);
    InterlockedMin(Items[gi].d, gU);
    Raw.InterlockedMax(8, gU);
    Raw.InterlockedCompareStore(16, gCmp, gU);
    InterlockedCompareStore(Items[gi].b, gI, gI + 1);
    InterlockedAdd(GsU[gi], gU);
    InterlockedMax(GsI[gi], gI);
    InterlockedCompareStore(GsU[0], gCmp, gi);
    InterlockedOr(GsRaw, 1u << (gi & 31));
    AllMemoryBarrierWithGroupSync();
    Coherent.InterlockedAdd(0, GsU[gi]);
    DeviceMemoryBarrier();
    if (gi == 0)
        Coherent.Store(4, GsRaw);
    DeviceMemoryBarrierWithGroupSync();
    Raw.Store(4 * gi, GsU[gi]);
    AllMemoryBarrier();
    GroupMemoryBarrier();
    if (gi == 1)
        Coherent.Store(8, GsI[gi]);
}

[numthreads(32, 1, 1)]
void CSAppend(uint3 id : SV_DispatchThreadID)
{
    uint4 v = Con.Consume();
    if (v.x > gU)
        App.Append(v + id.x);
    uint n = Items.IncrementCounter();
    Items[n].c = (float)id.x;
    uint m = Stack.DecrementCounter();
    Stack[m] = n;
}

float4 PSAtomics(float4 p : SV_Position) : SV_Target
{
    uint o;
    Raw.InterlockedAdd(0, 1, o);
    InterlockedMax(Counts[(uint)p.x], o);
    InterlockedCompareExchange(Items[o & 63].a, 0, 1, o);
    return (float)o;
}
