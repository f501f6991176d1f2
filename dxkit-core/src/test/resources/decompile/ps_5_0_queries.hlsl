// Decompiled by dxkit from a ps_5_0 program.

Texture2DMS<float4> T : register(t0);
Buffer<uint> B : register(t1);
RWByteAddressBuffer U : register(u1);
RWTexture1D<float> R : register(u2);

struct Input
{
    float4 SV_Position0 : SV_Position;
};

struct Output
{
    float4 SV_Target0 : SV_Target;
};

Output main(Input i)
{
    Output o;
    float4 r0;
    r0.xy = T.GetSamplePosition(0).xy;
    r0.zw = T.GetSamplePosition(1).xy;
    U.Store4(0u, asuint(r0.xyzw));
    { uint2 d; B.GetDimensions(d.x); r0.y = asfloat(d.x); }
    { float4 d = 0; R.GetDimensions(d.x); r0.w = d.x; }
    r0.xz = i.SV_Position0.xy;
    U.Store4(16u, asuint(r0.xyzw));
    o.SV_Target0.xyzw = (float4)GetRenderTargetSampleCount();
    return o;
}
