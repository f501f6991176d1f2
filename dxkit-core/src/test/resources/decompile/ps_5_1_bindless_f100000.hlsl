// Decompiled by dxkit from a ps_5_1 program.

struct Material
{
    float4 Albedo;
    float Rough;
    uint Tex;
    float2 Pad;
};

SamplerState Point : register(s4, space0);
SamplerState Samplers[2] : register(s0, space3);
Texture2D<float4> Fixed[4] : register(t8, space0);
Texture2D<float4> Textures[] : register(t0, space2);
StructuredBuffer<float4> Bufs[] : register(t0, space5);
ConstantBuffer<Material> Single : register(b3, space0);
ConstantBuffer<Material> Materials[16] : register(b0, space1);

struct Input
{
    float4 SV_Position0 : SV_Position;
    float2 TEXCOORD0 : TEXCOORD;
    uint MAT0 : MAT;
};

struct Output
{
    float4 SV_Target0 : SV_Target;
};

Output main(Input i)
{
    Output o;
    float4 r1, r2;
    uint4 r0u;
    r0u.xyz = uint3(15u, 1u, 3u) & i.MAT0.xxx;
    r0u.w = Materials[NonUniformResourceIndex(r0u.x)].Tex;
    r1.xyzw = Textures[NonUniformResourceIndex(r0u.w)].Sample(Samplers[r0u.y], i.TEXCOORD0.xy).xyzw;
    r2.xyzw = Fixed[r0u.z].Sample(Point, i.TEXCOORD0.xy).xyzw;
    r1.xyzw = r2.xyzw * Single.Albedo.xyzw + r1.xyzw;
    r2.xyzw = Textures[7].SampleLevel(Samplers[0], i.TEXCOORD0.xy, 0.0f).xyzw;
    r1.xyzw = r2.xyzw + r1.xyzw;
    r0u.y = i.MAT0;
    r2.xyzw = Bufs[r0u.y][3u].xyzw;
    r1.xyzw = r2.xyzw + r1.xyzw;
    o.SV_Target0.xyzw = r1.xyzw * Materials[NonUniformResourceIndex(r0u.x)].Albedo.xyzw + Materials[NonUniformResourceIndex(r0u.x)].Rough.xxxx;
    return o;
}
