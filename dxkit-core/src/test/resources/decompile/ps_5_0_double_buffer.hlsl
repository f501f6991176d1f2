// Decompiled by dxkit from a ps_5_0 program.

Buffer<double2> BD : register(t16);
Buffer<double> BD1 : register(t17);

uint2 __dbits(double d) { uint2 b; asuint(d, b.x, b.y); return b; }

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
    float4 r0;
    int4 r0i;
    uint4 r0u, r1u;
    r0i.x = (int)i.SV_Position0.x;
    r1u.xyzw = uint4(__dbits(BD.Load(r0i.x).x), __dbits(BD.Load(r0i.x).y));
    r0u.xy = __dbits(BD1.Load(r0i.x));
    r0.z = (float)asdouble(r0u.x, r0u.y);
    r0.xy = float2((float)asdouble(r1u.x, r1u.y), (float)asdouble(r1u.z, r1u.w));
    r0.w = 1.0f;
    o.SV_Target0.xyzw = r0.xyzw;
    return o;
}
