// Decompiled by dxkit from a ps_4_0 program.

Texture1D<float4> T1 : register(t0);
Texture1DArray<float4> T1A : register(t1);
Texture2D<float4> T2 : register(t2);
Texture2DArray<float4> T2A : register(t3);
Texture2DMS<float4, 8> TMS : register(t4);
Texture2DMSArray<float4, 4> TMSA : register(t5);
Texture3D<float4> T3 : register(t6);
Buffer<float4> BF : register(t9);
Texture2D<int4> TI : register(t10);
Texture2D<uint2> TU : register(t11);
Buffer<int> BI : register(t14);
cbuffer Params : register(b0)
{
    float4 UV;
    float Bias;
    float Lod;
    float Ref;
    int Mip;
    int2 Offset;
    uint SampleIdx;
};

struct Input
{
    float4 SV_Position0 : SV_Position;
    float4 TEXCOORD0 : TEXCOORD;
};

struct Output
{
    float4 SV_Target0 : SV_Target;
};

Output main(Input i)
{
    Output o;
    float4 r0, r1, r2, r3, r4, r5;
    int4 r0i, r1i, r2i, r4i;
    uint4 r3u;
    r0i.w = 0;
    r0i.xy = (int2)i.SV_Position0.xy;
    r1.xyzw = T1.Load(r0i.xw).xyzw;
    r2.xyzw = T1A.Load(r0i.xyw).xyzw;
    r1.xyzw = r2.xyzw + r1.xyzw;
    r2i.z = 1;
    r2i.xyw = r0i.xyw;
    r3.xyzw = T2.Load(r2i.xyw, int2(1, 1)).xyzw;
    r4.xyzw = T2A.Load(r2i.xyzw).xyzw;
    r5.xyzw = TMSA.Load(r2i.xyz, 2).xyzw;
    r1.xyzw = r4.xyzw + r1.xyzw;
    r2i.z = 2;
    r4.xyzw = T3.Load(r2i.xyzw).xyzw;
    r1.xyzw = r4.xyzw + r1.xyzw;
    r0i.z = Mip;
    r0.xyzw = T2.Load(r0i.xyz).xyzw;
    r0.xyzw = r0.xyzw + r3.xyzw;
    r0.xyzw = r0.xyzw + r1.xyzw;
    r1.xyzw = TMS.Load(r2i.xy, 3).xyzw;
    r0.xyzw = r1.xyzw + r0.xyzw;
    r0.xyzw = r0.xyzw + r5.xyzw;
    r1.xyzw = BF.Load(r2i.x).xyzw;
    r3.xyzw = BF.Load(r2i.y).xyzw;
    r4i.x = BI.Load(r2i.x).x;
    r2.z = (float)r4i.x;
    r1.xyzw = r3.xyzw + r1.xyzw;
    r0.xyzw = r1.xyzw + r0.xyzw;
    r1i.xyzw = TI.Load(r2i.xyw).xyzw;
    r1.xyzw = (float4)r1i.xyzw;
    r3u.xy = TU.Load(r2i.xyw).xy;
    r4.xyzw = T2.Load(r2i.xyw).xyzw;
    r3.xyzw = (float4)r3u.xyxy;
    r1.xyzw = r3.xyzw + r1.xyzw;
    r1.xyzw = r1.xyzw + r2.zzzz;
    r0.xyzw = r1.xyzw + r0.xyzw;
    o.SV_Target0.xyzw = r0.xyzw + r4.xyzw;
    return o;
}
