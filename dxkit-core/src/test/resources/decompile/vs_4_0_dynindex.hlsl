// Decompiled by dxkit from a vs_4_0 program.

cbuffer Params : register(b0)
{
    uint Pick;
    uint Pick2;
};

struct Input
{
    float4 POSITION0 : POSITION;
    float4 COLOR[4] : COLOR1;
    int4 BLENDINDICES[2] : BLENDINDICES;
};

struct Output
{
    float4 SV_Position0 : SV_Position;
    float4 COLOR0 : COLOR;
    int4 BLENDINDICES0 : BLENDINDICES;
};

Output main(Input i)
{
    Output o;
    uint4 r0u;
    o.SV_Position0.xyzw = i.POSITION0.xyzw;
    r0u.x = Pick;
    o.COLOR0.xyzw = i.COLOR[1].xyzw + i.COLOR[r0u.x].xyzw;
    r0u.x = Pick2;
    o.BLENDINDICES0.xyzw = i.BLENDINDICES[r0u.x].xyzw;
    return o;
}
