// Decompiled by dxkit from a ds_5_0 program.

struct ControlPoint
{
    float3 POSITION0 : POSITION;
    float2 TEXCOORD0 : TEXCOORD;
};

struct PatchConstants
{
    float SV_TessFactor[4] : SV_TessFactor;
    float3 CENTER0 : CENTER;
    float SV_InsideTessFactor[2] : SV_InsideTessFactor;
    float4 EXTRA[3] : EXTRA;
};

struct Output
{
    float4 SV_Position0 : SV_Position;
    float4 EXTRA0 : EXTRA;
};

[domain("quad")]
Output main(PatchConstants pc, const OutputPatch<ControlPoint, 4> cp, float2 domain : SV_DomainLocation, uint primitiveId : SV_PrimitiveID)
{
    Output o;
    float4 r0, r1;
    uint4 r0u;
    r0.xyz = cp[2].POSITION0.xyz + -cp[3].POSITION0.xyz;
    r0.xyz = domain.xxx * r0.xyz + cp[3].POSITION0.xyz;
    r1.xyz = cp[1].POSITION0.xyz + -cp[0].POSITION0.xyz;
    r1.xyz = domain.xxx * r1.xyz + cp[0].POSITION0.xyz;
    r0.xyz = -r1.xyz + r0.xyz;
    r0.xyz = domain.yyy * r0.xyz + r1.xyz;
    o.SV_Position0.xyz = pc.CENTER0.xyz + r0.xyz;
    o.SV_Position0.w = 1.0f;
    r0u.x = primitiveId % 3u;
    o.EXTRA0.xyzw = pc.EXTRA[r0u.x].xyzw * pc.SV_TessFactor[1].xxxx + pc.SV_InsideTessFactor[0].xxxx;
    return o;
}
