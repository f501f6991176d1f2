// Decompiled by dxkit from a ps_4_0 program.

Texture2DMS<float4, 4> M : register(t2);
uint Which;

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
    int4 r0i, r1i;
    uint4 r0u;
    { float4 d = 0; M.GetDimensions(d.x, d.y, d.z); r0.xy = d.xy; }
    r0.xy = i.SV_Position0.xy * r0.xy;
    r0.xy = float2(0.0015625f, 0.0020833334f) * r0.xy;
    r0u.z = (1 == (int)Which) ? 0xffffffffu : 0u;
    [branch] if (r0u.z != 0u)
    {
        r1i.xy = (int2)r0.xy;
        r1i.zw = int2(0, 0);
        o.SV_Target0.xyzw = M.Load(r1i.xy, 1).xyzw;
        return o;
    }
    r0i.xy = (int2)r0.xy;
    r0i.zw = int2(0, 0);
    o.SV_Target0.xyzw = M.Load(r0i.xy, 0).xyzw;
    return o;
}
