// pixel programs
Texture2D<float4> Albedo : register(t0);
Texture2D<float2> Normal : register(t1, space1);
TextureCube<float4> Env : register(t2);
Texture2DArray<float4> Arr : register(t3);
Texture3D<float> Vol : register(t4);
Texture2DMS<float4, 4> Ms : register(t5);
TextureCubeArray<float4> CubeArr : register(t6);
Texture1D<float4> T1 : register(t7);
Texture1DArray<float4> T1A : register(t8);
Texture2DMSArray<float4> MsA : register(t9);
SamplerState Lin : register(s0);
SamplerState Pt : register(s1, space1);
SamplerComparisonState Shadow : register(s2);
cbuffer PS : register(b0) { float4 Tint; float Exposure; uint Flags; float2 Jitter; row_major float4x4 ShadowM; };
RasterizerOrderedTexture2D<float4> Rov : register(u1);
RWStructuredBuffer<uint> Count : register(u2);
AppendStructuredBuffer<float4> App : register(u3);

struct PIn {
    float4 pos : SV_Position;
    centroid float2 uv : TEXCOORD0;
    noperspective float3 nrm : NORMAL;
    sample float4 col : COLOR0;
    nointerpolation uint id : ID;
    linear centroid float fog : FOG;
    noperspective centroid float4 x : X;
};
struct POut { float4 c0 : SV_Target0; float4 c1 : SV_Target1; uint2 c2 : SV_Target2; float d : SV_Depth; uint cov : SV_Coverage; };

POut PSMRT(PIn i, bool ff : SV_IsFrontFace, uint prim : SV_PrimitiveID, uint si : SV_SampleIndex, uint covin : SV_Coverage)
{
    POut o;
    float4 a = Albedo.Sample(Lin, i.uv) * Tint;
    float2 n = Normal.SampleBias(Pt, i.uv, Exposure);
    a += Env.SampleLevel(Lin, i.nrm, 2);
    a += Arr.SampleGrad(Lin, float3(i.uv, i.id), ddx_fine(i.uv), ddy_coarse(i.uv));
    a += Vol.Sample(Lin, i.nrm, int3(1, -1, 0));
    a += Ms.Load(int2(i.pos.xy), si);
    a += CubeArr.Sample(Lin, float4(i.nrm, 1));
    a += T1.Sample(Lin, i.uv.x) + T1A.Sample(Lin, i.uv);
    a += MsA.Load(int3(i.pos.xy, 0), 1) + Ms.GetSamplePosition(si).xyxy;
    float4 sp = mul(float4(i.nrm, 1), ShadowM);
    a *= Albedo.SampleCmpLevelZero(Shadow, sp.xy, sp.z);
    a += EvaluateAttributeAtSample(i.col, 1) + EvaluateAttributeSnapped(i.col, int2(1, 2)) + EvaluateAttributeCentroid(i.fog);
    uint w, h, l; Albedo.GetDimensions(0, w, h, l);
    a.x += Albedo.CalculateLevelOfDetail(Lin, i.uv) + w + l;
    a += Albedo.GatherRed(Lin, i.uv, int2(1, 1)) + Albedo.GatherAlpha(Lin, i.uv);
    o.c0 = a;
    o.c1 = float4(n, ff ? 1 : 0, prim);
    o.c2 = uint2(i.id, covin);
    o.d = saturate(i.pos.z + i.fog + i.x.w);
    o.cov = covin & Flags;
    return o;
}

[earlydepthstencil]
float4 PSRov(float4 p : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float4 o = Rov[uint2(p.xy)];
    Rov[uint2(p.xy)] = o * 0.5 + Albedo.Sample(Lin, uv);
    uint old; InterlockedAdd(Count[0], 1, old);
    App.Append(float4(p.xy, old, 0));
    return o;
}

float PSDepthGE(noperspective centroid float4 p : SV_Position, float z : Z) : SV_DepthGreaterEqual { if (z < 0) discard; return z; }
float PSDepthLE(sample float4 p : SV_Position, sample float z : Z) : SV_DepthLessEqual { clip(z - 0.5); return z; }
uint PSStencil(float4 p : SV_Position) : SV_StencilRef { return (uint)p.x & 0xff; }
float4 PSInner(float4 p : SV_Position, uint ic : SV_InnerCoverage) : SV_Target { return ic; }

float4 PSLoop(float2 uv : TEXCOORD0, nointerpolation int n : N) : SV_Target
{
    float4 acc = 0;
    [loop] for (int k = 0; k < n; k++) {
        acc += Albedo.SampleLevel(Lin, uv + k * Jitter, 0);
        if (acc.a > 4) break;
        [branch] if (acc.r > 1) continue;
        acc.g += 0.1;
    }
    [forcecase] switch (n & 3) { case 0: acc *= 2; break; case 1: acc.r = 0; break; case 2: acc = acc.wzyx; break; default: acc += 1; }
    return acc;
}
