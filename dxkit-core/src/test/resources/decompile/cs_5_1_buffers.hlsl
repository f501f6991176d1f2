// Decompiled by dxkit from a cs_5_1 program.

struct Item
{
    float3 p;
    uint id;
    float2 uv;
};

ByteAddressBuffer RawR : register(t0, space0);
StructuredBuffer<Item> StrR : register(t1, space0);
RWStructuredBuffer<Item> Str : register(u0, space0);
AppendStructuredBuffer<Item> App : register(u1, space0);
ConsumeStructuredBuffer<Item> Con : register(u2, space0);
RWStructuredBuffer<uint> Str2 : register(u3, space0);
RWByteAddressBuffer Raw : register(u7, space0);
cbuffer P : register(b0, space0)
{
    uint N : packoffset(c0);
    float K : packoffset(c0.y);
};

groupshared uint g0[64][4];
groupshared uint g1[128][1];

[numthreads(64, 1, 1)]
void main(uint groupIndex : SV_GroupIndex, uint3 threadId : SV_DispatchThreadID)
{
    float4 r0, r1, r2, r3, r4;
    r0.xyz = asfloat(asint(groupIndex.xxx) << int3(4, 2, 1));
    r1.xyzw = asfloat(RawR.Load4(asuint(r0.x)).xyzw);
    r0.x = asfloat(asint(groupIndex) * 8 + 4);
    r0.x = asfloat(RawR.Load(asuint(r0.x)).x);
    r2.xyz = StrR[threadId.x].p.xyz;
    r3.xyzw = float4(Str[threadId.x].p.xyz, asfloat(Str[threadId.x].id));
    r4.xy = Str[threadId.x].uv.xy;
    r2.xyz = r1.xyz + r2.xyz;
    r2.xyz = r2.xyz + r3.xyz;
    r0.y = asfloat(Raw.Load(asuint(r0.y)).x);
    r0.x = asfloat(asint(r0.y) + asint(r0.x));
    r2.w = asfloat(asint(r0.x) + asint(r3.w));
    g0[groupIndex][(0u >> 2u)] = asuint(r2.x);
    g0[groupIndex][(0u >> 2u) + 1u] = asuint(r2.y);
    g1[asuint(r0.z)][(0u >> 2u)] = asuint(r1.w);
    GroupMemoryBarrierWithGroupSync();
    r0.x = asfloat(asint(groupIndex) + 1);
    r0.x = asfloat(asuint(r0.x) & 63u);
    r0.xy = asfloat(uint2(g0[asuint(r0.x)][(0u >> 2u)], g0[asuint(r0.x)][(0u >> 2u) + 1u]));
    r0.z = asfloat(asint(r0.z) + 2);
    r0.z = asfloat(asuint(r0.z) & 126u);
    r0.z = asfloat(g1[asuint(r0.z)][(0u >> 2u)]);
    r0.z = (float)asuint(r0.z);
    r0.xy = r0.zz + r0.xy;
    r0.xy = r0.xy + r4.xy;
    Str[threadId.x].p.xyz = r2.xyz;
    Str[threadId.x].id = asuint(r2.w);
    Str[threadId.x].uv.xy = r0.xy;
    r0.z = asfloat(asint(groupIndex) * 12);
    Raw.Store3(asuint(r0.z), asuint(r1.xyz));
    r1.x = asfloat(Str.IncrementCounter());
    r3.x = asfloat(Str2.DecrementCounter());
    r0.z = asfloat((N < asuint(r2.w)) ? 0xffffffffu : 0u);
    [branch] if (asuint(r0.z) != 0u)
    {
        /* dxkit: instruction imm_atomic_alloc at dword 312 */
        App[asuint(r4.x)].p.xyz = r2.xyz;
        App[asuint(r4.x)].id = asuint(r2.w);
        App[asuint(r4.x)].uv.xy = r0.xy;
    }
    else
    {
        /* dxkit: instruction imm_atomic_consume at dword 339 */
        r0.x = asfloat(Con[asuint(r0.x)].id);
        r0.y = asfloat(asint(r1.x) << 2);
        r0.y = asfloat(asint(r3.x) + asint(r0.y));
        Raw.Store(asuint(r0.y), asuint(r0.x));
    }
}
