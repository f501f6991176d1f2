// Misc SM5: ROVs, UAVs in pixel shaders, globallycoherent, typed UAV loads, derivative variants
RasterizerOrderedTexture2D<float4> Rov : register(u1);
RasterizerOrderedByteAddressBuffer RovRaw : register(u2);
globallycoherent RWTexture2D<uint> Gc : register(u3);
RWTexture1D<unorm float4> Un : register(u4);
RWTexture3D<snorm float2> Sn : register(u5);
RWBuffer<float> Fl : register(u6);
Texture2D T : register(t0); SamplerState S : register(s0);
cbuffer C : register(b0) { float4 K; uint4 UK; };

float4 PSRov(float4 p : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    uint2 px = (uint2)p.xy;
    float4 old = Rov[px];
    Rov[px] = lerp(old, T.Sample(S, uv), 0.5);
    RovRaw.Store(px.x * 4, RovRaw.Load(px.y * 4) + 1);
    uint prev;
    InterlockedAdd(Gc[px], 1, prev);
    Un[px.x] = Un[px.y] * 0.5;
    Sn[uint3(px, 0)] = float2(ddx_fine(uv.x), ddy_coarse(uv.y));
    Fl[px.x] = Fl[px.y] + ddx_coarse(p.z) + ddy_fine(p.w) + fwidth(uv.x);
    return old + prev;
}

float4 sincos_helper(float4 a) { float4 s, c; sincos(a, s, c); return s * c; }

float4 PSOps(float4 a : A, float4 b : B, nointerpolation int4 i : I, nointerpolation uint4 u : U) : SV_Target
{
    float4 r = a * b + K;
    r += rsqrt(abs(a)) + rcp(b) + exp2(a) + log2(abs(b)) + frac(a) + round(a) + ceil(b) + floor(a) + trunc(b);
    r += sincos_helper(a);
    r += (float4)(i << u.x) + (float4)(u >> 3) + (float4)(i * u) + (float4)(~u) + (float4)(-i) + (float4)abs(i);
    r += (float4)countbits(u) + (float4)(u + UK < u) + (float4)(u < UK);
    r += (float4)(min(i, (int4)u) + max(u, UK)) + (float4)(u % (UK + 1)) + (float4)(i / 3);
    r += (float4)((u & 0xF0) | (UK & 0xF)) + (float4)((i << 26) >> 30) + (float4)((u >> 3) & 31);
    r += isnan(a) ? 1 : 0;
    r += isinf(b) ? 2 : 0;
    r += dot(a.xy, b.xy) + dot(a.xyz, b.xyz);
    return saturate(r) + (float4)(i == (int4)u) + (float4)(a != b);
}
