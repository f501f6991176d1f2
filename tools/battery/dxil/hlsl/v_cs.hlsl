// compute programs
struct Particle { float3 pos; float life; float3 vel; uint flags; float4 col[2]; };
RWStructuredBuffer<Particle> Parts : register(u0);
ConsumeStructuredBuffer<uint> Dead : register(u1);
RWByteAddressBuffer Args : register(u2);
RWTexture2D<float4> Img : register(u3);
RWTexture3D<uint> Vox : register(u4);
RWTexture2DArray<float2> ImgA : register(u5);
RWBuffer<uint> TypedU : register(u6);
RWTexture1D<int> T1 : register(u7);
Texture2D<float4> Src[] : register(t0, space3);
Texture2D<float4> Fixed[4] : register(t0);
SamplerState S : register(s0);
cbuffer Sim : register(b0) { float Dt; float3 Gravity; uint Count; uint3 Pad; float4 Planes[6]; };
groupshared float4 Tile[16][16];
groupshared uint Hist[256];

[numthreads(16, 16, 1)]
void CSBlur(uint3 dt : SV_DispatchThreadID, uint3 gt : SV_GroupThreadID, uint3 g : SV_GroupID, uint gi : SV_GroupIndex)
{
    Tile[gt.y][gt.x] = Src[NonUniformResourceIndex(g.x & 7)].SampleLevel(S, dt.xy / 256.0, 0) + Fixed[g.y & 3][dt.xy];
    GroupMemoryBarrierWithGroupSync();
    float4 s = 0;
    [unroll] for (int k = -2; k <= 2; k++) s += Tile[gt.y][clamp((int)gt.x + k, 0, 15)];
    Img[dt.xy] = s / 5;
    ImgA[uint3(dt.xy, g.z)] = s.xy;
    AllMemoryBarrier();
    DeviceMemoryBarrierWithGroupSync();
}

[numthreads(256, 1, 1)]
void CSHist(uint gi : SV_GroupIndex, uint3 dt : SV_DispatchThreadID)
{
    Hist[gi] = 0;
    GroupMemoryBarrierWithGroupSync();
    uint v = Vox[dt];
    uint old;
    InterlockedAdd(Hist[v & 255], 1);
    InterlockedMax(Hist[(v >> 8) & 255], v, old);
    InterlockedCompareExchange(Hist[0], 0, old, old);
    InterlockedExchange(Hist[1], v, old);
    GroupMemoryBarrierWithGroupSync();
    InterlockedAdd(Vox[dt], Hist[gi]);
    InterlockedOr(TypedU[gi], old);
    InterlockedMin(T1[gi], -(int)old);
    Args.InterlockedAdd(0, Hist[gi], old);
    Args.InterlockedCompareStore(4, 0, old);
    Args.Store3(8, uint3(old, gi, v));
}

[numthreads(64, 1, 1)]
void CSParticles(uint id : SV_DispatchThreadID)
{
    if (id >= Count) return;
    Particle p = Parts[id];
    p.vel += Gravity * Dt;
    p.pos += p.vel * Dt;
    p.life -= Dt;
    [unroll] for (int k = 0; k < 6; k++) if (dot(float4(p.pos, 1), Planes[k]) < 0) { p.vel = reflect(p.vel, Planes[k].xyz); p.flags |= 1u << k; }
    if (p.life <= 0) { uint d = Dead.Consume(); p.flags = d; }
    else Parts.IncrementCounter();
    p.col[1] = lerp(p.col[0], p.col[1], frac(p.life));
    Parts[id] = p;
    uint n, st; Parts.GetDimensions(n, st);
    Args.Store(64, n + st);
}

[numthreads(8, 8, 1)]
void CSMath(uint3 id : SV_DispatchThreadID)
{
    uint a = TypedU[id.x];
    int b = T1[id.y];
    uint r = countbits(a) + firstbithigh(a) + firstbitlow(a) + reversebits(a);
    r += f32tof16(asfloat(a)) + (uint)f16tof32(a);
    float f = asfloat(a);
    float g = sin(f) * cos(f) + tan(f) + asin(f) + acos(f) + atan2(f, b) + exp(f) + exp2(f) + log(f) + log10(f) + log2(f) + pow(f, 2.5) + rsqrt(f) + sqrt(f) + frac(f) + round(f) + trunc(f) + ceil(f) + floor(f) + sinh(f) + cosh(f) + tanh(f) + fmod(f, 3) + ldexp(f, 2) + sign(f) + step(0.5, f) + smoothstep(0, 1, f) + fma((double)f, 2.0, 1.0) + mad(f, 2, 1) + isnan(f) + isinf(f) + isfinite(f);
    int c = abs(b) + min(b, 3) + max(b, -3) + sign(b) + (b >> 3) + (b / 7) + (b % 5) + firstbithigh(b);
    uint d = a / 3 + a % 5 + (a >> 2) + min(a, 9u) + max(a, 4u);
    uint2 m = uint2(a, b) * uint2(r, d);
    TypedU[id.x] = r + (uint)g + c + d + m.x + m.y + msad4(a, uint2(b, c), uint4(1, 2, 3, 4)).w;
}
