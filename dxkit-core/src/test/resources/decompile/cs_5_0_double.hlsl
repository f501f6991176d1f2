// Decompiled by dxkit from a cs_5_0 program.

RWStructuredBuffer<double2> OutD : register(u0);
RWStructuredBuffer<float4> OutF : register(u1);
cbuffer Params : register(b0)
{
    double2 DA : packoffset(c0);
    double2 DB : packoffset(c1);
    int IV : packoffset(c2);
    uint UV : packoffset(c2.y);
    float2 FV : packoffset(c2.z);
};

uint2 __dbits(double d) { uint2 b; asuint(d, b.x, b.y); return b; }

[numthreads(64, 1, 1)]
void main(uint3 threadId : SV_DispatchThreadID)
{
    float4 r3;
    uint4 r0u, r1u, r2u, r3u, r4u;
    r0u.xy = __dbits((double)threadId.x);
    r0u.xyzw = uint4(__dbits(DA.x + asdouble(r0u.x, r0u.y)), __dbits(DA.y + asdouble(r0u.x, r0u.y)));
    r1u.x = (DB.x != asdouble(r0u.z, r0u.w)) ? 0xffffffffu : 0u;
    r2u.xyzw = uint4(__dbits(DB.x * asdouble(r0u.x, r0u.y)), __dbits(DB.y * asdouble(r0u.z, r0u.w)));
    r1u.y = (asdouble(r0u.x, r0u.y) >= asdouble(r2u.z, r2u.w)) ? 0xffffffffu : 0u;
    r1u.x = r1u.y & r1u.x;
    r3u.xyzw = uint4(__dbits(min(DB.x, asdouble(r0u.x, r0u.y))), __dbits(min(DB.y, asdouble(r0u.z, r0u.w))));
    r4u.xyzw = uint4(__dbits(max(asdouble(r2u.x, r2u.y), asdouble(r0u.x, r0u.y))), __dbits(max(asdouble(r2u.z, r2u.w), asdouble(r0u.z, r0u.w))));
    r3u.xyzw = uint4(__dbits(asdouble(r4u.x, r4u.y) + asdouble(r3u.x, r3u.y)), __dbits(asdouble(r4u.z, r4u.w) + asdouble(r3u.z, r3u.w)));
    r1u.xyzw = uint4(__dbits((r1u.x != 0u) ? asdouble(r3u.x, r3u.y) : DA.x), __dbits((r1u.x != 0u) ? asdouble(r3u.z, r3u.w) : DA.y));
    r3.y = (float)asdouble(r3u.z, r3u.w);
    r4u.x = (asdouble(r2u.x, r2u.y) == asdouble(r0u.x, r0u.y)) ? 0xffffffffu : 0u;
    r4u.y = (asdouble(r0u.z, r0u.w) < asdouble(r2u.x, r2u.y)) ? 0xffffffffu : 0u;
    r4u.x = r4u.x | r4u.y;
    r0u.xyzw = uint4(__dbits((r4u.x != 0u) ? asdouble(r0u.x, r0u.y) : asdouble(r2u.x, r2u.y)), __dbits((r4u.x != 0u) ? asdouble(r0u.z, r0u.w) : asdouble(r2u.z, r2u.w)));
    r0u.xyzw = uint4(__dbits(asdouble(r0u.x, r0u.y) + asdouble(r1u.x, r1u.y)), __dbits(asdouble(r0u.z, r0u.w) + asdouble(r1u.z, r1u.w)));
    r1u.xy = __dbits(asdouble(0x55555555u, 0x3fd55555u) * asdouble(r0u.x, r0u.y));
    r1u.xy = __dbits(asdouble(0u, 0x3ff40000u) + asdouble(r1u.x, r1u.y));
    r2u.xy = __dbits((double)FV.x);
    r0u.zw = __dbits(asdouble(r2u.x, r2u.y) + asdouble(r0u.z, r0u.w));
    r3.x = (float)asdouble(r0u.x, r0u.y);
    r1u.zw = r0u.zw;
    OutD[threadId.x].x = asdouble(r1u.x, r1u.y);
    OutD[threadId.x].y = asdouble(r1u.z, r1u.w);
    r3.zw = float2(0.0f, 1.0f);
    OutF[threadId.x].xyzw = r3.xyzw;
}
