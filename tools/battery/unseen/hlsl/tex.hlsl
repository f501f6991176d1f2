// Texture battery
Texture2DArray<float4> TA : register(t0);
TextureCubeArray<float4> TCA : register(t1);
Texture2DMS<float4, 4> TMS : register(t2);
Texture2DMSArray<uint2> TMSA : register(t3);
Texture1D<float> T1 : register(t4);
Texture1DArray<int4> T1A : register(t5);
Texture3D<float2> T3 : register(t6);
Texture2D<float> Depth : register(t7);
TextureCube<float4> TC : register(t8);
Buffer<uint4> Buf : register(t9);
Texture2D<uint> TU : register(t10);
SamplerState S : register(s0);
SamplerComparisonState SC : register(s1);
cbuffer X : register(b0) { float Ref; int2 Off; float Lod; };

float4 PSGather(float2 uv : TEXCOORD0, float3 d : DIR, uint si : SV_SampleIndex) : SV_Target
{
    uint st0, st1, st2, st3, st4;
    float4 g = TA.GatherRed(S, float3(uv, 2), int2(1, -1), st0);
    g += TA.GatherGreen(S, float3(uv, 1), Off);
    g += TA.GatherBlue(S, float3(uv, 0), int2(0, 1), int2(1, 0), int2(-1, 0), int2(0, -1));
    g += TCA.GatherAlpha(S, float4(d, 3));
    g += Depth.GatherCmp(SC, uv, Ref, int2(2, 2));
    g += Depth.GatherCmpRed(SC, uv, Ref, Off, st1);
    g.x += Depth.SampleCmpLevelZero(SC, uv, Ref, int2(-2, 3));
    g.y += Depth.SampleCmp(SC, uv, Ref, int2(1, 1), 0.5, st2);
    g += TA.Sample(S, float3(uv, 4), int2(7, -8), Lod, st3);
    g.z += TA.CalculateLevelOfDetail(S, uv) + TC.CalculateLevelOfDetailUnclamped(S, d);
    g += TMS.Load(int2(uv * 64), si, int2(1, 1), st4);
    g.xy += TMS.GetSamplePosition(si) + TMS.GetSamplePosition(2);
    g += (float4)TMSA.Load(int3(uv * 32, 1), 3).xyxy;
    g.x += T1.SampleLevel(S, uv.x, Lod, 3) + T1A.Load(int3(5, 1, 0), 2).x;
    g.xy += T3.SampleGrad(S, d, d * 0.1, d * 0.2, int3(1, 0, -1));
    g.x += CheckAccessFullyMapped(st0) && CheckAccessFullyMapped(st1) ? 1 : 0;
    g.y += CheckAccessFullyMapped(st2 & st3 & st4);
    g += Buf.Load(si) + TU.Load(int3(1, 2, 0));
    g += TC.SampleBias(S, d, Ref);
    return g;
}

#ifndef SM4
float4 PSDims(float2 uv : TEXCOORD0) : SV_Target
{
    uint w, h, e, l, s; float fw, fh, fe, fl;
    TA.GetDimensions(1, w, h, e, l);
    TCA.GetDimensions(fw, fh, fe);
    TMS.GetDimensions(w, h, s);
    uint a, b, c, dd, ee;
    TMSA.GetDimensions(a, b, c, dd);
    T1.GetDimensions(0, fl, fe);
    T3.GetDimensions(2, a, b, c, ee);
    uint bw; Buf.GetDimensions(bw);
    float ftw, fth, ftl; Depth.GetDimensions(0, ftw, fth, ftl);
    return float4(w + h + e + l + s, fw + fh + fe + fl, a + b + c + dd + ee + bw, ftw + fth + ftl) + GetRenderTargetSampleCount() + GetRenderTargetSamplePosition(1).xyxy;
}
#endif

float4 PSSm4(float2 uv : TEXCOORD0, float3 d : DIR) : SV_Target
{
    float4 g = TA.Sample(S, float3(uv, 1), int2(3, -2));
    g.x += Depth.SampleCmpLevelZero(SC, uv, Ref);
    g += TC.SampleGrad(S, d, d, d);
    g += TA.Load(int4(uv, 1, 0), int2(-1, 1));
    float w, h, e, l; TA.GetDimensions(0, w, h, e, l);
    return g + w + h + e + l + TA.CalculateLevelOfDetail(S, uv);
}
