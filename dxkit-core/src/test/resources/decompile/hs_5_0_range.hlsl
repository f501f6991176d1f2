// Decompiled by dxkit from a hs_5_0 program.

cbuffer C : register(b0)
{
    uint which;
};

static const uint4 icb[2] = { uint4(0x41200000u, 0x40800000u, 0x40000000u, 0x40000000u), uint4(0x41400000u, 0x40400000u, 0x40400000u, 0x3f800000u) };

struct Input
{
    float4 FROG[4] : FROG;
    uint PRIM0 : PRIM;
};

struct Output
{
    float4 POSITION0 : POSITION;
};

struct PatchConstants
{
    float SV_TessFactor[2] : SV_TessFactor;
    float3 A0 : A;
    float3 B0 : B;
    float4 PICK0 : PICK;
};

PatchConstants patchConstants(InputPatch<Input, 4> ip, OutputPatch<Output, 4> op)
{
    PatchConstants o;
    {
        uint4 r0;
        [unroll] for (uint forkInstanceId = 0; forkInstanceId < 2; forkInstanceId++)
        {
            r0.x = forkInstanceId;
            o.SV_TessFactor[r0.x] = asfloat(icb[r0.x].w);
        }
    }
    {
        uint4 r0;
        [unroll] for (uint forkInstanceId = 0; forkInstanceId < 2; forkInstanceId++)
        {
            r0.x = forkInstanceId;
            switch (r0.x)
            {
            case 0u:
                o.A0.x = asfloat(icb[r0.x].z);
                break;
            case 1u:
                o.B0.x = asfloat(icb[r0.x].z);
                break;
            }
        }
    }
    {
        uint4 r0;
        [unroll] for (uint forkInstanceId = 0; forkInstanceId < 2; forkInstanceId++)
        {
            r0.x = forkInstanceId;
            switch (r0.x)
            {
            case 0u:
                o.A0.y = asfloat(icb[r0.x].y);
                break;
            case 1u:
                o.B0.y = asfloat(icb[r0.x].y);
                break;
            }
        }
    }
    {
        uint4 r0;
        [unroll] for (uint forkInstanceId = 0; forkInstanceId < 2; forkInstanceId++)
        {
            r0.x = forkInstanceId;
            switch (r0.x)
            {
            case 0u:
                o.A0.z = asfloat(icb[r0.x].x);
                break;
            case 1u:
                o.B0.z = asfloat(icb[r0.x].x);
                break;
            }
        }
    }
    {
        uint4 r0;
        uint forkInstanceId = 0;
        r0.x = which;
        o.PICK0.x = ip[0].FROG[r0.x].x;
    }
    {
        uint4 r0;
        uint forkInstanceId = 0;
        r0.x = which;
        o.PICK0.y = ip[0].FROG[r0.x].y;
    }
    {
        uint4 r0;
        uint forkInstanceId = 0;
        r0.x = which;
        o.PICK0.z = ip[0].FROG[r0.x].z;
    }
    {
        uint4 r0;
        uint forkInstanceId = 0;
        r0.x = which;
        o.PICK0.w = ip[0].FROG[r0.x].w;
    }
    return o;
}

[domain("isoline")]
[partitioning("integer")]
[outputtopology("line")]
[outputcontrolpoints(4)]
[patchconstantfunc("patchConstants")]
Output main(InputPatch<Input, 4> ip, uint controlPointId : SV_OutputControlPointID)
{
    Output o;
    uint4 r0;
    r0.x = ip[0].PRIM0;
    r0.y = controlPointId;
    o.POSITION0.xyzw = ip[r0.y].FROG[r0.x].xyzw;
    return o;
}
