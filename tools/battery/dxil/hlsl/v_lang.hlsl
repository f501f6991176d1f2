// language shapes: templates, namespaces, inheritance, enums, bitfields (HV 2021), nested cbuffer structs
namespace Eng {
#if __HLSL_VERSION >= 2017
    enum class Mode : uint { Off = 0, Lambert = 1, Phong = 2, Pbr = 7 };
#else
    struct Mode { uint v; };
#endif
    struct Base { float4 a; float b; };
    struct Derived : Base { float3 c; uint d; Base arr[2]; };
#if __HLSL_VERSION >= 2021
    struct Bits { uint lo : 4; uint mid : 12; uint hi : 16; };
#else
    struct Bits { uint all; };
#endif
#if __HLSL_VERSION >= 2021
    template <typename T> T twice(T v) { return v + v; }
    template <typename T, int N> struct Arr { T v[N]; T sum() { T s = (T)0; for (int k = 0; k < N; k++) s += v[k]; return s; } };
#endif
}
struct Inner { float2 uv; row_major float2x2 m; uint flags; };
struct Mid { Inner in2[3]; float4 w; column_major float3x3 n; double d; };
struct Big { Mid mids[2]; float last; bool on; int3 i3; float1 f1; half h; };
cbuffer Scene : register(b0, space1)
{
    Big B;
    Eng::Derived D;
    Eng::Bits Bits[2];
    Eng::Mode M;
    float4x4 Mats[3];
    row_major float3x2 Rm[2];
    float Floats[5];
    uint2 U2;
#if __HLSL_VERSION >= 2021
    Eng::Arr<float4, 3> A3;
#endif
};
ConstantBuffer<Eng::Derived> CD : register(b2);
ConstantBuffer<Mid> CMid[4] : register(b3);
ConstantBuffer<Inner> CIn[] : register(b0, space9);
StructuredBuffer<Big> SB : register(t0);
RWStructuredBuffer<Eng::Derived> RWD : register(u0);
tbuffer TBig : register(t1) { Mid TM; float4 TArr[2]; };
TextureBuffer<Inner> TBI : register(t2);
Texture2D Tex[8] : register(t10);
SamplerState Samp[2] : register(s0);

#if __HLSL_VERSION >= 2017
float4 Shade(Eng::Mode m, float4 c)
{
    switch (m) { case Eng::Mode::Off: return 0; case Eng::Mode::Lambert: return c * 0.5; case Eng::Mode::Phong: return c * c; default: return c * 3; }
}
#else
float4 Shade(Eng::Mode m, float4 c) { return c * m.v; }
#endif

float4 PSLang(float2 uv : TEXCOORD, nointerpolation uint k : K) : SV_Target
{
    float4 r = Shade(M, D.a + D.arr[k & 1].a) + B.mids[k & 1].in2[k % 3].uv.xyxy + mul(B.mids[1].n, D.c).xyzz;
#if __HLSL_VERSION >= 2021
    r.x += Bits[k & 1].lo + Bits[0].mid * Bits[1].hi;
#else
    r.x += Bits[k & 1].all;
#endif
    r += mul(Mats[k % 3], r) +
#if __HLSL_VERSION >= 2021
    A3.sum() + Eng::twice(r) +
#endif
    Floats[k % 5] + U2.x + (float)B.mids[0].d + B.h + B.f1;
    r.xy += mul(r.xyz, Rm[k & 1]) + mul(B.mids[0].in2[0].m, uv);
    r += CD.a + CMid[k & 3].w + CIn[NonUniformResourceIndex(k)].uv.xyxy + SB[k].mids[1].in2[2].uv.xyxy + TM.w + TArr[k & 1] + TBI.uv.xyxy;
    r += Tex[k & 7].Sample(Samp[k & 1], uv);
    Eng::Derived x = RWD[k]; x.d += (uint)r.x; RWD[k] = x;
    return B.on ? r : -r;
}

struct VS_OUT { float4 p : SV_Position; float4 a : TEXCOORD0; float4 b[3] : TEXCOORD1; float2 c : TEXCOORD4; float d : TEXCOORD5; float2 e : TEXCOORD6; uint f : TEXCOORD7; };
VS_OUT VSPack(float4 p : POSITION, uint vid : SV_VertexID)
{
    VS_OUT o; o.p = p; o.a = p * 2; o.b[0] = p.yzwx; o.b[1] = p.zwxy; o.b[2] = p.wxyz; o.c = p.xy; o.d = p.z; o.e = p.zw; o.f = vid; return o;
}
float4 PSPack(VS_OUT i) : SV_Target { return i.a + i.b[0] + i.b[1] + i.b[2] + i.c.xyxy + i.d + i.e.xyxy + i.f; }

[RootSignature("RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_HULL_SHADER_ROOT_ACCESS), RootConstants(num32BitConstants=4, b0, space=1), CBV(b2), DescriptorTable(CBV(b3, numDescriptors=4), SRV(t0, numDescriptors=3), UAV(u0)), DescriptorTable(CBV(b0, space=9, numDescriptors=unbounded, flags=DESCRIPTORS_VOLATILE)), DescriptorTable(SRV(t10, numDescriptors=8)), DescriptorTable(Sampler(s0, numDescriptors=2)), StaticSampler(s5, addressU=TEXTURE_ADDRESS_CLAMP, comparisonFunc=COMPARISON_LESS, filter=FILTER_COMPARISON_MIN_MAG_LINEAR_MIP_POINT)")]
float4 PSRoot(float2 uv : TEXCOORD, nointerpolation uint k : K) : SV_Target { return PSLang(uv, k); }
