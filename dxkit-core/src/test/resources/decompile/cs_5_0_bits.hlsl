// Decompiled by dxkit from a cs_5_0 program.

RWStructuredBuffer<uint4> Out : register(u0);
cbuffer Params : register(b0)
{
    int4 I;
    uint4 U;
    uint4 Shift;
    float4 F;
};

[numthreads(64, 1, 1)]
void main(uint3 threadId : SV_DispatchThreadID, uint groupIndex : SV_GroupIndex)
{
    float4 r1;
    int4 r0i, r1i, r2i, r3i;
    uint4 r1u, r2u, r3u, r4u;
    r0i.xyzw = I.xyzw + -(int4)threadId.xyzx;
    r1u.xyzw = (r0i.xyzw == 0 || r0i.xyzw == -1) ? 0xffffffffu : 31u - firstbithigh(r0i.xyzw);
    r0i.xyzw = int4((r0i.x << 3) >> 27, (r0i.y << 3) >> 27, (r0i.z << 3) >> 27, (r0i.w << 3) >> 27);
    r2u.xyzw = (int4(-1, -1, -1, -1) == (int4)r1u.xyzw) ? 0xffffffffu : 0u;
    r1i.xyzw = int4(31, 31, 31, 31) + -(int4)r1u.xyzw;
    r1i.xyzw = (r2u.xyzw != 0u) ? int4(-1, -1, -1, -1) : r1i.xyzw;
    r2i.xyzw = (int4)U.xyzw + (int4)threadId.xxyy;
    r3u.xyzw = ((uint4)r2i.xyzw == 0u) ? 0xffffffffu : 31u - firstbithigh((uint4)r2i.xyzw);
    r3i.xyzw = int4(31, 31, 31, 31) + -(int4)r3u.xyzw;
    r3i.xyzw = ((uint4)r2i.xyzw != 0u) ? r3i.xyzw : int4(-1, -1, -1, -1);
    r4u.xyzw = countbits((uint4)r2i.xyzw);
    r3i.xyzw = (int4)r4u.xyzw + r3i.xyzw;
    r4u.xyzw = firstbitlow((uint4)r2i.xyzw);
    r3i.xyzw = (int4)r4u.xyzw + r3i.xyzw;
    r1i.xyzw = r3i.xyzw + r1i.xyzw;
    r3u.xyzw = reversebits((uint4)r2i.xyzw);
    r1i.xyzw = (int4)r3u.xyzw + r1i.xyzw;
    r3u.xyzw = uint4(((uint)r2i.x << 22u) >> 27u, ((uint)r2i.y << 22u) >> 27u, ((uint)r2i.z << 22u) >> 27u, ((uint)r2i.w << 22u) >> 27u);
    r1i.xyzw = (int4)r3u.xyzw + r1i.xyzw;
    r0i.xyzw = r1i.xyzw + r0i.xyzw;
    r1u.xyzw = uint4(((U.x << 4u) & 4080u) | ((uint)r2i.x & 0xfffff00fu), ((U.y << 4u) & 4080u) | ((uint)r2i.y & 0xfffff00fu), ((U.z << 4u) & 4080u) | ((uint)r2i.z & 0xfffff00fu), ((U.w << 4u) & 4080u) | ((uint)r2i.w & 0xfffff00fu));
    r0i.xyzw = (int4)r1u.xyzw + r0i.xyzw;
    r1.xyzw = (float4)threadId.xyzx;
    r1.xyzw = F.xyzw + r1.xyzw;
    r1u.xyzw = f32tof16(r1.xyzw);
    r0i.xyzw = (int4)r1u.xyzw + r0i.xyzw;
    r1.xyzw = f16tof32((uint4)r2i.xyzw);
    r2u.x = msad4((uint)r2i.x, uint2((uint)r2i.y, 0u), (U.x).xxxx).x;
    r0i.xyzw = asint(r1.xyzw) + r0i.xyzw;
    r0i.x = r0i.x + (int)r2u.x;
    Out[groupIndex].xyzw = (uint4)r0i.xyzw;
}
