// Decompiled by dxkit from a hs_5_0 program.

cbuffer P : register(b0)
{
    float4 Factors;
    column_major float4x4 M;
};

struct Input
{
    float3 POSITION0 : POSITION;
    float2 TEXCOORD0 : TEXCOORD;
};

struct Output
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

PatchConstants patchConstants(InputPatch<Input, 4> ip, OutputPatch<Output, 4> op, uint primitiveId : SV_PrimitiveID)
{
    PatchConstants o;
    {
        uint4 r0;
        uint forkInstanceId = 0;
        r0.xyz = asuint(ip[0].POSITION0.xyz + -ip[1].POSITION0.xyz);
        r0.x = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
        r0.x = asuint(sqrt(asfloat(r0.x)));
        o.SV_TessFactor[0] = max(Factors.x, asfloat(r0.x));
    }
    {
        uint4 r0;
        uint forkInstanceId = 0;
        r0.xyz = asuint(ip[1].POSITION0.xyz + -ip[2].POSITION0.xyz);
        r0.x = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
        r0.x = asuint(sqrt(asfloat(r0.x)));
        o.SV_TessFactor[1] = max(Factors.y, asfloat(r0.x));
    }
    {
        uint4 r0;
        uint forkInstanceId = 0;
        r0.xyz = asuint(ip[2].POSITION0.xyz + -ip[3].POSITION0.xyz);
        r0.x = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
        r0.x = asuint(sqrt(asfloat(r0.x)));
        o.SV_TessFactor[2] = max(Factors.z, asfloat(r0.x));
    }
    {
        uint4 r0;
        uint forkInstanceId = 0;
        r0.xyz = asuint(ip[3].POSITION0.xyz + -ip[0].POSITION0.xyz);
        r0.x = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
        r0.x = asuint(sqrt(asfloat(r0.x)));
        o.SV_TessFactor[3] = max(Factors.w, asfloat(r0.x));
    }
    {
        uint4 r0;
        uint forkInstanceId = 0;
        r0.x = asuint(ip[0].POSITION0.x + ip[1].POSITION0.x);
        r0.x = asuint(ip[2].POSITION0.x + asfloat(r0.x));
        r0.x = asuint(ip[3].POSITION0.x + asfloat(r0.x));
        o.CENTER0.x = 0.25f * asfloat(r0.x);
    }
    {
        uint4 r0;
        uint forkInstanceId = 0;
        r0.x = asuint(ip[0].POSITION0.y + ip[1].POSITION0.y);
        r0.x = asuint(ip[2].POSITION0.y + asfloat(r0.x));
        r0.x = asuint(ip[3].POSITION0.y + asfloat(r0.x));
        o.CENTER0.y = 0.25f * asfloat(r0.x);
    }
    {
        uint4 r0;
        uint forkInstanceId = 0;
        r0.x = asuint(ip[0].POSITION0.z + ip[1].POSITION0.z);
        r0.x = asuint(ip[2].POSITION0.z + asfloat(r0.x));
        r0.x = asuint(ip[3].POSITION0.z + asfloat(r0.x));
        o.CENTER0.z = 0.25f * asfloat(r0.x);
    }
    {
        uint4 r0, r1;
        [unroll] for (uint forkInstanceId = 0; forkInstanceId < 3; forkInstanceId++)
        {
            r0.w = asuint((float)primitiveId);
            r1.x = forkInstanceId;
            r0.xyz = asuint(ip[r1.x].POSITION0.xyz);
            o.EXTRA[r1.x].x = dot(asfloat(r0.xyzw), M._m00_m10_m20_m30);
        }
    }
    {
        uint4 r0, r1;
        [unroll] for (uint forkInstanceId = 0; forkInstanceId < 3; forkInstanceId++)
        {
            r0.w = asuint((float)primitiveId);
            r1.x = forkInstanceId;
            r0.xyz = asuint(ip[r1.x].POSITION0.xyz);
            o.EXTRA[r1.x].y = dot(asfloat(r0.xyzw), M._m01_m11_m21_m31);
        }
    }
    {
        uint4 r0, r1;
        [unroll] for (uint forkInstanceId = 0; forkInstanceId < 3; forkInstanceId++)
        {
            r0.w = asuint((float)primitiveId);
            r1.x = forkInstanceId;
            r0.xyz = asuint(ip[r1.x].POSITION0.xyz);
            o.EXTRA[r1.x].z = dot(asfloat(r0.xyzw), M._m02_m12_m22_m32);
        }
    }
    {
        uint4 r0, r1;
        [unroll] for (uint forkInstanceId = 0; forkInstanceId < 3; forkInstanceId++)
        {
            r0.w = asuint((float)primitiveId);
            r1.x = forkInstanceId;
            r0.xyz = asuint(ip[r1.x].POSITION0.xyz);
            o.EXTRA[r1.x].w = dot(asfloat(r0.xyzw), M._m03_m13_m23_m33);
        }
    }
    {
        uint4 r0;
        [unroll] for (uint joinInstanceId = 0; joinInstanceId < 2; joinInstanceId++)
        {
            r0.x = joinInstanceId;
            r0.y = asuint(min(o.SV_TessFactor[r0.x + 2u], o.SV_TessFactor[r0.x]));
            o.SV_InsideTessFactor[r0.x] = asfloat(r0.y);
        }
    }
    return o;
}

[domain("quad")]
[partitioning("integer")]
[outputtopology("triangle_ccw")]
[outputcontrolpoints(4)]
[patchconstantfunc("patchConstants")]
Output main(InputPatch<Input, 4> ip, uint controlPointId : SV_OutputControlPointID, uint primitiveId : SV_PrimitiveID)
{
    Output o;
    uint4 r0;
    r0.x = controlPointId;
    o.POSITION0.xyz = ip[r0.x].POSITION0.xyz;
    r0.y = asuint((float)primitiveId);
    o.TEXCOORD0.xy = asfloat(r0.yy) * float2(0.001f, 0.001f) + ip[r0.x].TEXCOORD0.xy;
    return o;
}
