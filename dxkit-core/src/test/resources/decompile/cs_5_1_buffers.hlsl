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
    uint N;
    float K;
};

groupshared uint g0[64][4];
groupshared uint g1[128][1];

[numthreads(64, 1, 1)]
void main(uint groupIndex : SV_GroupIndex, uint3 threadId : SV_DispatchThreadID)
{
    float4 r0, r2, r3, r4;
    int4 r0i, r2i;
    uint4 r0u, r1u, r3u;
    r0i.xyz = (int3)groupIndex.xxx << int3(4, 2, 1);
    r1u.xyzw = RawR.Load4((uint)r0i.x).xyzw;
    r0i.x = (int)groupIndex * 8 + 4;
    r0u.x = RawR.Load((uint)r0i.x).x;
    r2.xyz = StrR[threadId.x].p.xyz;
    r3.xyzw = float4(Str[threadId.x].p.xyz, asfloat(Str[threadId.x].id));
    r4.xy = Str[threadId.x].uv.xy;
    r2.xyz = r2.xyz + asfloat(r1u.xyz);
    r2.xyz = r3.xyz + r2.xyz;
    r0u.y = Raw.Load((uint)r0i.y).x;
    r0i.x = (int)r0u.x + (int)r0u.y;
    r2i.w = asint(r3.w) + r0i.x;
    g0[groupIndex][(0u >> 2u)] = asuint(r2.x);
    g0[groupIndex][(0u >> 2u) + 1u] = asuint(r2.y);
    g1[(uint)r0i.z][(0u >> 2u)] = r1u.w;
    GroupMemoryBarrierWithGroupSync();
    r0i.x = 1 + (int)groupIndex;
    r0u.x = 63u & (uint)r0i.x;
    r0u.xy = uint2(g0[r0u.x][(0u >> 2u)], g0[r0u.x][(0u >> 2u) + 1u]);
    r0i.z = 2 + r0i.z;
    r0u.z = 126u & (uint)r0i.z;
    r0u.z = g1[r0u.z][(0u >> 2u)];
    r0.z = (float)r0u.z;
    r0.xy = asfloat(r0u.xy) + r0.zz;
    r0.xy = r4.xy + r0.xy;
    Str[threadId.x].p.xyz = r2.xyz;
    Str[threadId.x].id = (uint)r2i.w;
    Str[threadId.x].uv.xy = r0.xy;
    r0i.z = 12 * (int)groupIndex;
    Raw.Store3((uint)r0i.z, r1u.xyz);
    r1u.x = Str.IncrementCounter();
    r3u.x = Str2.DecrementCounter();
    r0u.z = (N < (uint)r2i.w) ? 0xffffffffu : 0u;
    [branch] if (r0u.z != 0u)
    {
        {
            Item e;
            e.p.x = r2.x;
            e.p.y = r2.y;
            e.p.z = r2.z;
            e.id = (uint)r2i.w;
            e.uv.x = r0.x;
            e.uv.y = r0.y;
            App.Append(e);
        }
    }
    else
    {
        r0u.x = Con.Consume().id;
        r0i.y = (int)r1u.x << 2;
        r0i.y = r0i.y + (int)r3u.x;
        Raw.Store((uint)r0i.y, r0u.x);
    }
}
