// Texture forms: gather4_po/_c, ld2dms, ld_uav_typed, eval_*, lod, sampleinfo, samplepos, resinfo return types,
// feedback samples (CheckAccessFullyMapped) with and without offsets and clamps.
Texture2D<float4> Tex : register(t0);
Texture2DArray<float4> TexArr : register(t1);
TextureCube<float4> Cube : register(t2);
Texture2DMS<float4, 4> Ms : register(t3);
Texture2DMSArray<float4> MsArr : register(t4);
Texture3D<float4> Vol : register(t5);
Texture1D<float4> Line : register(t6);
Buffer<float4> Buf : register(t7);
Texture2D<float> Depth : register(t8);
SamplerState Lin : register(s0);
SamplerComparisonState Cmp : register(s1);
RWTexture2D<float4> RwTex : register(u1);
RWTexture1DArray<uint> RwArr : register(u2);

cbuffer TexParams : register(b0)
{
    int2 gOff;
    float gRef;
    float gClamp;
    uint gSample;
    float3 gDir;
};

struct PsIn
{
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    centroid float3 n : NORMAL;
    sample float4 c : COLOR;
    noperspective float2 s : TEXCOORD1;
};

float4 PSGather(PsIn i) : SV_Target
{
    float4 a = Tex.GatherRed(Lin, i.uv, gOff);
    float4 b = Tex.GatherGreen(Lin, i.uv, int2(1, -1));
    float4 c = Depth.GatherCmp(Cmp, i.uv, gRef, gOff);
    float4 d = Depth.GatherCmpRed(Cmp, i.uv, gRef, int2(-2, 3));
    float4 e = TexArr.GatherAlpha(Lin, float3(i.uv, 2), gOff);
    float4 f = Cube.GatherBlue(Lin, gDir);
    return a + b + c + d + e + f;
}

float4 PSMs(PsIn i, uint si : SV_SampleIndex) : SV_Target
{
    int2 p = (int2)i.pos.xy;
    float4 a = Ms.Load(p, si);
    float4 b = Ms.Load(p, gSample, int2(1, 1));
    float4 c = MsArr.Load(int3(p, 1), 2);
    uint w, h, n, e, l;
    Ms.GetDimensions(w, h, n);
    MsArr.GetDimensions(w, h, e, l);
    float2 sp = Ms.GetSamplePosition(si);
    float2 rp = GetRenderTargetSamplePosition(gSample);
    uint cnt = GetRenderTargetSampleCount();
    return a + b + c + float4(w + h + n + e + l, cnt, sp + rp);
}

float4 PSEval(PsIn i) : SV_Target
{
    float3 n = EvaluateAttributeCentroid(i.n);
    float4 c = EvaluateAttributeAtSample(i.c, gSample);
    float2 s = EvaluateAttributeSnapped(i.s, gOff);
    float2 u = EvaluateAttributeAtSample(i.uv, 3);
    return float4(n, 1) + c + float4(s, u);
}

float4 PSLodInfo(PsIn i) : SV_Target
{
    float l = Tex.CalculateLevelOfDetail(Lin, i.uv);
    float lu = TexArr.CalculateLevelOfDetailUnclamped(Lin, i.uv);
    float w, h, m;
    Tex.GetDimensions(1, w, h, m);
    uint uw, uh, ud, um;
    Vol.GetDimensions(0, uw, uh, ud, um);
    float fw, fe, fm;
    Line.GetDimensions(2, fw, fm);
    uint bw = 0;
#if __SHADER_TARGET_MAJOR >= 5
    Buf.GetDimensions(bw);  // bufinfo: Shader Model 5
#endif
    float cw, ch;
    Cube.GetDimensions(cw, ch);
    return float4(l + lu, w + h + m, uw + uh + ud + um + bw, fw + fm + cw + ch);
}

float4 PSUavLoad(PsIn i) : SV_Target
{
    int2 p = (int2)i.pos.xy;
    float4 v = RwTex[p];
    uint a = RwArr[int2(p.x, 3)];
    RwTex[p + 1] = v * 0.5;
    return v + a;
}

float4 PSFeedback(PsIn i) : SV_Target
{
    uint s0, s1, s2, s3, s4, s5, s6, s7, s8;
    float4 a = Tex.Sample(Lin, i.uv, int2(1, 2), gClamp, s0);
    float4 b = Tex.Sample(Lin, i.uv, int2(0, 0), 0.0f, s1);
    float4 c = Tex.SampleBias(Lin, i.uv, 0.5, int2(-1, 0), gClamp, s2);
    float4 d = Tex.SampleGrad(Lin, i.uv, ddx(i.uv), ddy(i.uv), int2(3, 3), gClamp, s3);
    float e = Depth.SampleCmp(Cmp, i.uv, gRef, int2(0, 1), gClamp, s4);
    float f = Depth.SampleCmpLevelZero(Cmp, i.uv, gRef, int2(2, 0), s5);
    float4 g = Tex.SampleLevel(Lin, i.uv, 2, int2(-3, 1), s6);
    float4 h = Tex.Load(int3(i.pos.xy, 0), int2(1, 1), s7);
    float4 k = Tex.Gather(Lin, i.uv, gOff, s8);
    bool ok = CheckAccessFullyMapped(s0) && CheckAccessFullyMapped(s1) && CheckAccessFullyMapped(s2)
        && CheckAccessFullyMapped(s3) && CheckAccessFullyMapped(s4) && CheckAccessFullyMapped(s5)
        && CheckAccessFullyMapped(s6) && CheckAccessFullyMapped(s7) && CheckAccessFullyMapped(s8);
    return ok ? a + b + c + d + e + f + g + h + k : 0;
}

float4 PSFeedbackMs(PsIn i, uint si : SV_SampleIndex) : SV_Target
{
    uint s0, s1, s2, s3;
    float4 a = Ms.Load((int2)i.pos.xy, si, int2(0, 0), s0);
    float4 b = RwTex.Load((int2)i.pos.xy, s1);
    float4 c = TexArr.GatherCmpGreen(Cmp, float3(i.uv, 1), gRef, int2(1, 0), s2);
    float4 d = Buf.Load(si, s3);
    return (CheckAccessFullyMapped(s0) ? a : b) + (CheckAccessFullyMapped(s1 & s2 & s3) ? c + d : 0);
}

float4 PSSample41(PsIn i) : SV_Target
{
    float4 a = Tex.Sample(Lin, i.uv, int2(-8, 7));
    float4 b = TexArr.SampleLevel(Lin, float3(i.uv, 3), 1.5, int2(1, 0));
    float c = Depth.SampleCmpLevelZero(Cmp, i.uv, gRef, int2(2, 2));
    float4 d = Tex.Gather(Lin, i.uv);
    float4 e = Ms.Load((int2)i.pos.xy, 1);
    uint w, h, n;
    Ms.GetDimensions(w, h, n);
    return a + b + c + d + e + float4(w, h, n, GetRenderTargetSampleCount()) + Tex.Load(int3(2, 3, 0), int2(1, 1));
}
