// Decompiled by dxkit from a hs_5_0 program.

struct Input
{
};

struct Output
{
    float4 SV_Position0 : SV_Position;
};

struct PatchConstants
{
    float SV_TessFactor[3] : SV_TessFactor;
    float SV_InsideTessFactor : SV_InsideTessFactor;
};

PatchConstants patchConstants(OutputPatch<Output, 3> op, uint primitiveId : SV_PrimitiveID)
{
    PatchConstants o;
    {
        uint4 r0;
        [unroll] for (uint forkInstanceId = 0; forkInstanceId < 3; forkInstanceId++)
        {
            r0.x = forkInstanceId;
            o.SV_TessFactor[r0.x] = 1.0f;
        }
    }
    {
        uint4 r0;
        uint forkInstanceId = 0;
        r0.x = 7u & primitiveId;
        r0.x = asuint((float)r0.x);
        o.SV_InsideTessFactor = 1.0f + asfloat(r0.x);
    }
    return o;
}

[domain("tri")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("patchConstants")]
Output main(InputPatch<Input, 1> ip, uint controlPointId : SV_OutputControlPointID)
{
    Output o;
    uint4 r0;
    r0.xy = (int2(1, 2) == (int2)controlPointId.xx) ? 0xffffffffu : 0u;
    o.SV_Position0.xy = (r0.xy != 0u) ? float2(3.0f, 3.0f) : float2(-1.0f, -1.0f);
    o.SV_Position0.zw = float2(0.0f, 1.0f);
    return o;
}
