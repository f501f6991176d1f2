// sampler feedback, tiled status, min LOD clamp, VRS, barycentrics, view id in every stage
Texture2D<float4> T : register(t0);
Texture2DArray<float4> TA : register(t1);
SamplerState S : register(s0);
FeedbackTexture2D<SAMPLER_FEEDBACK_MIN_MIP> FbMin : register(u0);
FeedbackTexture2DArray<SAMPLER_FEEDBACK_MIP_REGION_USED> FbReg : register(u1);
cbuffer C : register(b0) { float Clamp; float Bias; };

float4 PSFeedback(float2 uv : TEXCOORD) : SV_Target
{
    FbMin.WriteSamplerFeedback(T, S, uv);
    FbMin.WriteSamplerFeedbackBias(T, S, uv, Bias);
    FbReg.WriteSamplerFeedbackLevel(TA, S, float3(uv, 1), 2);
    FbReg.WriteSamplerFeedbackGrad(TA, S, float3(uv, 0), ddx(uv), ddy(uv), Clamp);
    uint st;
    float4 r = T.Sample(S, uv, int2(0, 0), Clamp, st);
    r += CheckAccessFullyMapped(st) ? 1 : 0;
    r += T.SampleBias(S, uv, Bias, int2(1, 0), Clamp);
    r += T.Load(int3(uv, 0), int2(0, 1), st) * CheckAccessFullyMapped(st);
    return r;
}

float4 PSVrs(float4 p : SV_Position, uint rate : SV_ShadingRate, float3 bc : SV_Barycentrics, noperspective float3 bcn : SV_Barycentrics1, uint view : SV_ViewID) : SV_Target
{
    return float4(bc * rate, view) + bcn.xyzx;
}

struct VOut { float4 p : SV_Position; uint rate : SV_ShadingRate; float4 c : COLOR; };
VOut VSVrs(float4 p : POSITION, uint view : SV_ViewID)
{
    VOut o; o.p = p + view; o.rate = view & 3; o.c = p * view; return o;
}

struct GIn { float4 p : SV_Position; float4 c : COLOR; };
[maxvertexcount(3)]
void GSView(triangle GIn i[3], inout TriangleStream<VOut> s, uint view : SV_ViewID)
{
    for (int k = 0; k < 3; k++) { VOut o; o.p = i[k].p + view; o.rate = 1; o.c = i[k].c * (view == 1 ? 2 : 1); s.Append(o); }
}

struct CP { float4 p : POS; float4 c : COLOR; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; float4 v : VIEWDEP; float4 w : INDEP; };
PC PCView(InputPatch<CP, 3> ip, uint view : SV_ViewID) { PC c; c.e[0] = c.e[1] = c.e[2] = 4; c.i = ip[0].p.x; c.v = ip[1].c * view; c.w = ip[2].p; return c; }
[domain("tri")] [partitioning("integer")] [outputtopology("triangle_cw")] [outputcontrolpoints(3)] [patchconstantfunc("PCView")]
CP HSView(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID, uint view : SV_ViewID) { CP o = ip[i]; o.c += view; return o; }
[domain("tri")]
VOut DSView(PC c, float3 b : SV_DomainLocation, const OutputPatch<CP, 3> op, uint view : SV_ViewID)
{
    VOut o; o.p = op[0].p * b.x + op[1].p * b.y + op[2].p * b.z + c.v * view; o.rate = view; o.c = c.w + op[0].c; return o;
}

#if __SHADER_TARGET_MINOR >= 6
[numthreads(8, 8, 1)]
void CSDeriv(uint3 id : SV_DispatchThreadID)
{
    RWTexture2D<float4> o = ResourceDescriptorHeap[0];
    float2 uv = id.xy / 64.0;
    o[id.xy] = T.Sample(S, uv) + ddx(uv).xyxy + ddy_fine(uv).xyxy + QuadReadAcrossX(uv.x) + T.CalculateLevelOfDetailUnclamped(S, uv);
}
#endif
