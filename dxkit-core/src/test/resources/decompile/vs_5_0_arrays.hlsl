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
    int4 x0[4];
    float4 x1[3];
    float4 r0;
    int4 r0i;
    uint4 r0u;
    x0[0].x = 1;
    x0[1].x = 2;
    x0[2].x = 3;
    x0[3].x = 5;
    x1[0].x = 0.5f;
    x1[1].x = 1.5f;
    r0u.xy = uint2(3u, 1u) & (uint2)i.INDEXA0.xx;
    x0[r0u.x].x = i.INDEXB0;
    r0u.x = (uint)i.INDEXB0 % 3u;
    x1[r0u.x].x = i.POSITION0.w;
    r0.x = x1[r0u.y].x;
    o.SV_Position0.xyzw = i.POSITION0.xyzw * r0.xxxx;
    r0i.x = 1 + i.INDEXA0;
    r0u.x = 3u & (uint)r0i.x;
    o.PICKED0.x = x0[r0u.x].x;
    r0u.x = 3u & (uint)i.INDEXB0;
    o.PICKED0.y = x0[r0u.x].x;
    o.PICKED0.z = x0[0].x;
    o.PICKED0.w = 0;
    return o;
}
