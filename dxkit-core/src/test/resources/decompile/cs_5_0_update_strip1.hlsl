// Decompiled by dxkit from a cs_5_0 program.

cbuffer b3 : register(b3)
{
    float4 b3_c[3];
};
struct u0_element
{
    uint w[12];
};
RWStructuredBuffer<u0_element> u0 : register(u0);
RWBuffer<uint> u3 : register(u3);

[numthreads(64, 1, 1)]
void main(uint3 threadId : SV_DispatchThreadID)
{
    float4 r0, r1, r2, r4;
    uint4 r0u, r1u, r3u;
    r0u.x = (threadId.x >= asuint(b3_c[2].x)) ? 0xffffffffu : 0u;
    [branch] if (r0u.x != 0u)
    {
        return;
    }
    r0u.xyzw = uint4(u0[threadId.x].w[0], u0[threadId.x].w[1], u0[threadId.x].w[2], u0[threadId.x].w[3]);
    r1u.xyzw = uint4(u0[threadId.x].w[4], u0[threadId.x].w[5], u0[threadId.x].w[6], u0[threadId.x].w[7]);
    r1u.w = (asfloat(r0u.w) >= asfloat(r1u.w)) ? 0xffffffffu : 0u;
    [branch] if (r1u.w != 0u)
    {
        return;
    }
    r1.xyz = b3_c[0].xyz * b3_c[0].www + asfloat(r1u.xyz);
    r2.xyz = r1.xyz * b3_c[0].www + asfloat(r0u.xyz);
    r0.w = b3_c[0].w + asfloat(r0u.w);
    r3u.x = (r2.y < 0.0f) ? 0xffffffffu : 0u;
    r4.y = -0.5f * r1.y;
    r4.x = 0.0f;
    r2.w = r1.y;
    r2.yw = (r3u.xx != 0u) ? r4.xy : r2.yw;
    r0.xyz = r2.xyz;
    u0[threadId.x].w[0] = asuint(r0.x);
    u0[threadId.x].w[1] = asuint(r0.y);
    u0[threadId.x].w[2] = asuint(r0.z);
    u0[threadId.x].w[3] = asuint(r0.w);
    r1.w = r2.w;
    u0[threadId.x].w[4] = asuint(r1.x);
    u0[threadId.x].w[5] = asuint(r1.w);
    u0[threadId.x].w[6] = asuint(r1.z);
    InterlockedAdd(u3[0u], 1u);
}
