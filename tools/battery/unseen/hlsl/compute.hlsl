// Compute battery
groupshared uint  Hist[256];
groupshared float2 Tile[18][18];
groupshared int   Lock;
struct Item { float3 pos; uint flags; float2 vel; double mass; };
RWStructuredBuffer<Item> Items : register(u0);
AppendStructuredBuffer<uint> Live : register(u1);
ConsumeStructuredBuffer<uint> Dead : register(u2);
RWByteAddressBuffer Raw : register(u3);
RWTexture2D<float4> Img : register(u4);
RWTexture2DArray<uint> Lay : register(u5);
RWBuffer<int2> Typed : register(u6);
RWStructuredBuffer<uint> Counted : register(u7);
Texture2D<float4> In : register(t0);
StructuredBuffer<Item> RO : register(t1);
ByteAddressBuffer RawIn : register(t2);
cbuffer K : register(b0) { uint Count; uint Seed; float Dt; uint2 Size; };

[numthreads(16, 16, 1)]
void CSHist(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex, uint3 g : SV_GroupID, uint3 gt : SV_GroupThreadID)
{
    Hist[gi] = 0;
    if (gi == 0) Lock = 0;
    GroupMemoryBarrierWithGroupSync();
    float4 c = In[id.xy];
    uint b = (uint)(saturate(dot(c.rgb, float3(0.3, 0.59, 0.11))) * 255);
    uint old;
    InterlockedAdd(Hist[b], 1, old);
    InterlockedMax(Hist[255 - b], old);
    int prev;
    InterlockedCompareExchange(Lock, 0, (int)gi, prev);
    InterlockedCompareStore(Hist[0], 7, 9);
    Tile[gt.y + 1][gt.x + 1] = c.xy;
    GroupMemoryBarrierWithGroupSync();
    float2 s = Tile[gt.y][gt.x] + Tile[gt.y + 2][gt.x + 2];
    Img[id.xy] = float4(s, Hist[gi], prev);
    uint o2;
    Raw.InterlockedCompareExchange(gi * 4, b, old, o2);
    Raw.InterlockedExchange(g.x * 4, gi, o2);
    Raw.InterlockedXor(64, o2);
    InterlockedMin(Lay[uint3(id.xy, g.z)], b);
    InterlockedOr(Lay[uint3(gt.xy, 1)], b, o2);
    Raw.Store(gi * 8 + 1024, o2);
}

[numthreads(64, 1, 1)]
void CSParticles(uint id : SV_DispatchThreadID)
{
    if (id >= Count) return;
    uint idx = Dead.Consume();
    Item it = Items[idx];
    it.vel += float2(0, -9.8) * Dt;
    it.pos.xy += it.vel * Dt;
    it.mass *= 0.99;
    it.flags |= 1u << (id & 31);
    Items[idx] = it;
    if (it.pos.y > 0) Live.Append(idx);
    uint c = Counted.IncrementCounter();
    Counted[c] = idx;
    Typed[id] = int2(c, Dead.Consume());
    uint4 q = RawIn.Load4(id * 16);
    Raw.Store3(id * 12, q.xyz + RO[id].flags);
    Raw.Store2(id * 8 + 4096, uint2(RawIn.Load(id), RawIn.Load2(id * 4).y));
}

#ifndef NT
#define NT 1024
#endif
groupshared float4 Big[NT];
[numthreads(NT, 1, 1)]
void CSScan(uint gi : SV_GroupIndex)
{
    Big[gi] = In.Load(int3(gi, 0, 0));
    [unroll] for (uint s = 1; s < NT; s <<= 1) {
        GroupMemoryBarrierWithGroupSync();
        float4 v = gi >= s ? Big[gi - s] : 0;
        GroupMemoryBarrierWithGroupSync();
        Big[gi] += v;
    }
    AllMemoryBarrier();
    DeviceMemoryBarrierWithGroupSync();
    Img[uint2(gi, 0)] = Big[gi];
}

[numthreads(8, 8, 4)]
void CSBits(uint3 id : SV_DispatchThreadID)
{
    uint v = Seed ^ (id.x * 0x9E3779B9);
    uint r = reversebits(v) + countbits(v) + firstbithigh(v) + firstbitlow(v);
    int iv = (int)v;
    r += (uint)firstbithigh(iv);
    uint2 m = uint2(v * id.y, mad(v, id.z, 7u));
    r ^= f32tof16(asfloat(v)) + (uint)f16tof32(r);
    uint c; uint b = 0;
    Raw.Store(id.x * 4, r + m.x + m.y + (v >> id.y) + (iv >> (int)id.z) + (v % (id.z + 1)) + (v / (id.y + 1)));
    Typed[id.x] = int2(msad4(v, uint2(r, m.x), uint4(1, 2, 3, 4)).xy);
}
