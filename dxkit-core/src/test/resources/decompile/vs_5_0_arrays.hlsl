// Decompiled by dxkit from a vs_5_0 program.

struct Input
{
    float4 POSITION0 : POSITION;
    int INDEXA0 : INDEXA;
    int INDEXB0 : INDEXB;
};

struct Output
{
    float4 SV_Position0 : SV_Position;
    int4 PICKED0 : PICKED;
};

Output main(Input i)
{
    Output o;
    uint4 x0[4];
    uint4 x1[3];
    int4 r0i;
    uint4 r0u;
    x0[0].x = 1u;
    x0[1].x = 2u;
    x0[2].x = 3u;
    x0[3].x = 5u;
    x1[0].x = 0x3f000000u;
    x1[1].x = 0x3fc00000u;
    r0u.xy = uint2(3u, 1u) & (uint2)i.INDEXA0.xx;
    x0[r0u.x].x = (uint)i.INDEXB0;
    r0u.x = (uint)i.INDEXB0 % 3u;
    x1[r0u.x].x = asuint(i.POSITION0.w);
    r0u.x = x1[r0u.y].x;
    o.SV_Position0.xyzw = i.POSITION0.xyzw * asfloat(r0u.xxxx);
    r0i.x = 1 + i.INDEXA0;
    r0u.x = 3u & (uint)r0i.x;
    o.PICKED0.x = (int)x0[r0u.x].x;
    r0u.x = 3u & (uint)i.INDEXB0;
    o.PICKED0.y = (int)x0[r0u.x].x;
    o.PICKED0.z = (int)x0[0].x;
    o.PICKED0.w = 0;
    return o;
}
