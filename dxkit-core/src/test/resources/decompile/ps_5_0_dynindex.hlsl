// Decompiled by dxkit from a ps_5_0 program.

cbuffer Params : register(b0)
{
    uint Pick;
    uint Pick2;
};

struct Input
{
    float4 SV_Position0 : SV_Position;
    centroid float4 TEXCOORD[3] : TEXCOORD2;
};

struct Output
{
    float4 SV_Target0 : SV_Target;
};

Output main(Input i)
{
    Output o;
    uint4 r0, r1;
    r0.xyzw = uint4(0u, 0u, 0u, 0u);
    r1.x = 0u;
    [loop] while (true)
    {
        r1.y = (r1.x >= Pick) ? 0xffffffffu : 0u;
        [flatten] if (r1.y != 0u) break;
        r0.xyzw = asuint(i.TEXCOORD[r1.x].xyzw + asfloat(r0.xyzw));
        r1.x = (uint)(1 + (int)r1.x);
    }
    o.SV_Target0.xyzw = asfloat(r0.xyzw);
    return o;
}
