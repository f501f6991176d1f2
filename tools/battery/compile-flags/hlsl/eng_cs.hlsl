// Engine-style compute: reductions in groupshared, particles with append/consume, byte-address atomics
struct Particle { float3 pos; float life; float3 vel; uint flags; float4 col[2]; };
struct Emitter { float4x4 xf; float3 origin; uint count; float rates[4]; struct { float a, b; } curve[3]; };
cbuffer Sim : register(b0) { float Dt; uint MaxParticles; float2 Gravity2; float3 Wind; uint Seed; Emitter Emitters[2]; uint4 Dim; };
ConsumeStructuredBuffer<Particle> Alive : register(u0);
AppendStructuredBuffer<Particle> Next : register(u1);
RWByteAddressBuffer Counters : register(u2);
RWStructuredBuffer<uint> Indirect : register(u3);
StructuredBuffer<Emitter> EmitBuf : register(t0);
Texture2D<float4> Src : register(t1);
RWTexture2D<float4> Dst : register(u4);
RWTexture2DArray<uint> Hist : register(u5);
RWBuffer<float4> Typed : register(u6);
RWTexture3D<float> Vol : register(u7);
Texture2D<float> DepthIn : register(t2);
SamplerState Lin : register(s0);

groupshared float4 gs[256];
groupshared uint gmin, gmax;
groupshared float2 tile[18][18];

uint hash(uint x) { x ^= x >> 16; x *= 0x7feb352d; x ^= x >> 15; x *= 0x846ca68b; return x ^ (x >> 16); }

[numthreads(64, 1, 1)]
void CSParticles(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint n = Counters.Load(0);
    if (id.x >= n) return;
    Particle p = Alive.Consume();
    p.vel += float3(Gravity2, 0).xzy * Dt + Wind * Dt;
    p.pos += p.vel * Dt;
    p.life -= Dt;
    [branch] if (p.life > 0) {
        Next.Append(p);
        uint prev;
        Counters.InterlockedAdd(4, 1, prev);
        if (prev % 64 == 0) InterlockedAdd(Indirect[0], 1);
    } else {
        Counters.InterlockedMax(8 + (gi & 3) * 4, asuint(p.pos.y));
        uint old; Counters.InterlockedCompareExchange(24, 0, hash(id.x + Seed), old);
        Counters.InterlockedOr(28, 1u << (gi & 31));
        Counters.InterlockedExchange(32, gi, old);
        Counters.InterlockedMin(36, (int)p.flags);
        Counters.InterlockedXor(40, old);
        Counters.InterlockedAnd(44, ~1u);
        Counters.InterlockedCompareStore(48, 1, 2);
    }
    Emitter e = EmitBuf[id.x & 1];
    Counters.Store3(64 + gi * 12, asuint(mul(float4(e.origin, 1), e.xf).xyz + e.curve[gi % 3].a + e.rates[gi & 3]));
    Counters.Store4(1024, uint4(e.count, n, Emitters[1].count, asuint(Emitters[0].curve[2].b)));
}

[numthreads(16, 16, 1)]
void CSReduce(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex, uint3 gid : SV_GroupID, uint3 gtid : SV_GroupThreadID)
{
    if (gi == 0) { gmin = 0xffffffff; gmax = 0; }
    float4 c = Src.Load(int3(id.xy, 0));
    gs[gi] = c;
    float d = DepthIn[id.xy];
    GroupMemoryBarrierWithGroupSync();
    InterlockedMin(gmin, asuint(d));
    InterlockedMax(gmax, asuint(d));
    [unroll] for (uint s = 128; s > 0; s >>= 1) {
        if (gi < s) gs[gi] += gs[gi + s];
        GroupMemoryBarrierWithGroupSync();
    }
    if (gi == 0) {
        Typed[gid.x + gid.y * Dim.x] = gs[0] / 256;
        uint lum = (uint)(dot(gs[0].rgb, 1) * 10);
        InterlockedAdd(Hist[uint3(lum & 63, 0, gid.x & 1)], 1);
        Vol[uint3(gid)] = asfloat(gmax) - asfloat(gmin);
    }
    AllMemoryBarrier();
    Dst[id.xy] = c * (asfloat(gmin) + 1);
}

[numthreads(16, 16, 1)]
void CSBlur(uint3 id : SV_DispatchThreadID, uint3 gtid : SV_GroupThreadID, uint3 gid : SV_GroupID)
{
    int2 base = gid.xy * 16 - 1;
    for (uint k = gtid.y * 16 + gtid.x; k < 18 * 18; k += 256) {
        int2 p = base + int2(k % 18, k / 18);
        tile[k / 18][k % 18] = Src.SampleLevel(Lin, (p + 0.5) / (float2)Dim.xy, 0).rg;
    }
    GroupMemoryBarrierWithGroupSync();
    float2 s = 0;
    [unroll] for (int y = 0; y < 3; y++)
        [unroll] for (int x = 0; x < 3; x++)
            s += tile[gtid.y + y][gtid.x + x] * ((x == 1 && y == 1) ? 4 : (x == 1 || y == 1) ? 2 : 1);
    DeviceMemoryBarrierWithGroupSync();
    Dst[id.xy] = float4(s / 16, 0, 1);
}
