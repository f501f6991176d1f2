// Multisampling and texture forms of Shader Model 4.0/4.1: custom resolves, sample-rate shading, texture
// arrays and cube arrays, Gather at 4.1, LOD queries, GetDimensions.
cbuffer Resolve : register(b0) { float Exposure; uint SampleCount; float2 InvSize; float4 Weights4; };
Texture2DMS<float4> ColorMS : register(t0);
Texture2DMS<float, 4> DepthMS : register(t1);
Texture2DArray<float4> Layers : register(t2);
TextureCubeArray<float4> Probes : register(t3);
Texture2D<float4> Plain : register(t4);
Texture1D<float4> Ramp : register(t5);
SamplerState Lin : register(s0);

float4 PSResolveTonemapped(float4 pos : SV_Position) : SV_Target
{
    uint w, h, n;
    ColorMS.GetDimensions(w, h, n);
    float4 acc = 0;
    [loop] for (uint s = 0; s < n; s++)
    {
        float4 c = ColorMS.Load(int2(pos.xy), s);
        c.rgb *= Exposure;
        acc += float4(c.rgb / (1 + max(c.r, max(c.g, c.b))), c.a);
    }
    return acc / n;
}

float PSResolveDepthMin(float4 pos : SV_Position) : SV_Depth
{
    float d = 1;
    [unroll] for (int s = 0; s < 4; s++) d = min(d, DepthMS.Load(int2(pos.xy), s));
    return d;
}

float4 PSPerSample(float4 pos : SV_Position, sample float2 uv : TEXCOORD0, uint si : SV_SampleIndex) : SV_Target
{
    return ColorMS.Load(int2(pos.xy), si) * Plain.Sample(Lin, uv);
}

float4 PSCoverage(float4 pos : SV_Position, uint cov : SV_Coverage, centroid float2 uv : TEXCOORD0) : SV_Target
{
    return float4(countbits(cov) / 4.0, uv, 1);
}

float4 PSLayers(float4 pos : SV_Position, float3 uvw : TEXCOORD0, nointerpolation uint layer : LAYER) : SV_Target
{
    float4 a = Layers.Sample(Lin, float3(uvw.xy, layer));
    float4 b = Layers.SampleLevel(Lin, float3(uvw.xy, layer + 1), uvw.z);
    float lod = Layers.CalculateLevelOfDetail(Lin, uvw.xy);
    return lerp(a, b, saturate(lod * 0.25));
}

float4 PSProbes(float4 pos : SV_Position, float3 dir : NORMAL, nointerpolation uint probe : PROBE) : SV_Target
{
    float4 a = Probes.SampleLevel(Lin, float4(dir, probe), 2);
    float4 b = Probes.SampleGrad(Lin, float4(dir, probe + 1), ddx(dir), ddy(dir));
    return a * Weights4.x + b * Weights4.y;
}

float4 PSGather41(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float4 r = Plain.Gather(Lin, uv);
    float4 r2 = Plain.Gather(Lin, uv, int2(2, 0));
    return float4(min(min(r.x, r.y), min(r.z, r.w)), max(max(r2.x, r2.y), max(r2.z, r2.w)), dot(r, 0.25), 1);
}

float4 PSRampQuery(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    uint w, levels;
    Ramp.GetDimensions(0, w, levels);
    uint pw, ph;
    Plain.GetDimensions(pw, ph);
    float4 c = Ramp.SampleLevel(Lin, uv.x, levels - 1) + Ramp.Load(int2(uv.y * w, 0));
    return c * float4(pw, ph, w, 1) * InvSize.xyxy;
}

float2 PSSamplePos(float4 pos : SV_Position, uint si : SV_SampleIndex) : SV_Target
{
    return ColorMS.GetSamplePosition(si) + GetRenderTargetSamplePosition(si);
}
