// Decompiled by dxkit from a vs_4_0 program.

cbuffer b0 : register(b0)
{
    float4 b0_c[4];
    float4 b0_c4[16][3];
    float4 b0_c52[1];
};

struct Input
{
    float4 POSITION0 : POSITION;
    int4 BLENDINDICES0 : BLENDINDICES;
    float4 BLENDWEIGHT0 : BLENDWEIGHT;
};

struct Output
{
    float4 SV_Position0 : SV_Position;
    float4 COLOR0 : COLOR;
};

Output main(Input i)
{
    Output o;
    float4 r0, r1;
    int4 r0i;
    r0i.xy = int2(3, 3) * i.BLENDINDICES0.xy;
    r1.x = dot(b0_c4[(uint)i.BLENDINDICES0.y][0].xyzw, i.POSITION0.xyzw);
    r1.y = dot(b0_c4[(uint)i.BLENDINDICES0.y][1].xyzw, i.POSITION0.xyzw);
    r1.z = dot(b0_c4[(uint)i.BLENDINDICES0.y][2].xyzw, i.POSITION0.xyzw);
    r0.yzw = i.BLENDWEIGHT0.yyy * r1.xyz;
    r1.x = dot(b0_c4[(uint)i.BLENDINDICES0.x][0].xyzw, i.POSITION0.xyzw);
    r1.y = dot(b0_c4[(uint)i.BLENDINDICES0.x][1].xyzw, i.POSITION0.xyzw);
    r1.z = dot(b0_c4[(uint)i.BLENDINDICES0.x][2].xyzw, i.POSITION0.xyzw);
    r0.xyz = r1.xyz * i.BLENDWEIGHT0.xxx + r0.yzw;
    r1.xyzw = b0_c[1].xyzw * r0.yyyy;
    r1.xyzw = b0_c[0].xyzw * r0.xxxx + r1.xyzw;
    r0.xyzw = b0_c[2].xyzw * r0.zzzz + r1.xyzw;
    o.SV_Position0.xyzw = b0_c[3].xyzw + r0.xyzw;
    o.COLOR0.xyzw = b0_c52[0].xyzw;
    return o;
}
