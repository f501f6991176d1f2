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
    float4 r0, r1;
    int4 r0i;
    uint4 r0u, r1u, r2u, r3u;
    r0u.xy = __dbits((double)threadId.x);
    r0u.xyzw = uint4(__dbits(DA.x + asdouble(r0u.x, r0u.y)), __dbits(DA.y + asdouble(r0u.x, r0u.y)));
    r0u.xyzw = uint4(__dbits(asdouble(r0u.x, r0u.y)), __dbits(asdouble(r0u.z, r0u.w)));
    r1u.xyzw = uint4(__dbits(DB.x * asdouble(r0u.x, r0u.y)), __dbits(DB.y * asdouble(r0u.z, r0u.w)));
    r1u.xyzw = uint4(__dbits(asdouble(r1u.x, r1u.y)), __dbits(asdouble(r1u.z, r1u.w)));
    r2u.xyzw = uint4(__dbits(max(asdouble(r1u.x, r1u.y), asdouble(r0u.x, r0u.y))), __dbits(max(asdouble(r1u.z, r1u.w), asdouble(r0u.z, r0u.w))));
    r3u.xyzw = uint4(__dbits(min(DB.x, asdouble(r0u.x, r0u.y))), __dbits(min(DB.y, asdouble(r0u.z, r0u.w))));
    r2u.xyzw = uint4(__dbits(asdouble(r3u.x, r3u.y) + asdouble(r2u.x, r2u.y)), __dbits(asdouble(r3u.z, r3u.w) + asdouble(r2u.z, r2u.w)));
    r2u.xyzw = uint4(__dbits(asdouble(r2u.x, r2u.y)), __dbits(asdouble(r2u.z, r2u.w)));
    r3u.x = (asdouble(r1u.x, r1u.y) == asdouble(r0u.x, r0u.y)) ? 0xffffffffu : 0u;
    r3u.x = r3u.x;
    r3u.y = (asdouble(r0u.x, r0u.y) >= asdouble(r1u.z, r1u.w)) ? 0xffffffffu : 0u;
    r3u.y = r3u.y;
    r3u.z = (asdouble(r0u.z, r0u.w) < asdouble(r1u.x, r1u.y)) ? 0xffffffffu : 0u;
    r3u.z = r3u.z;
    r3u.w = (DB.x != asdouble(r0u.z, r0u.w)) ? 0xffffffffu : 0u;
    r3u.w = r3u.w;
    r3u.x = r3u.x | r3u.z;
    r0u.xyzw = uint4(__dbits((r3u.x != 0u) ? asdouble(r0u.x, r0u.y) : asdouble(r1u.x, r1u.y)), __dbits((r3u.x != 0u) ? asdouble(r0u.z, r0u.w) : asdouble(r1u.z, r1u.w)));
    r0u.xyzw = uint4(__dbits(asdouble(r0u.x, r0u.y)), __dbits(asdouble(r0u.z, r0u.w)));
    r1u.x = r3u.y & r3u.w;
    r1u.xyzw = uint4(__dbits((r1u.x != 0u) ? asdouble(r2u.x, r2u.y) : DA.x), __dbits((r1u.x != 0u) ? asdouble(r2u.z, r2u.w) : DA.y));
    r0u.xyzw = uint4(__dbits(asdouble(r1u.x, r1u.y) + asdouble(r0u.x, r0u.y)), __dbits(asdouble(r1u.z, r1u.w) + asdouble(r0u.z, r0u.w)));
    r0u.xyzw = uint4(__dbits(asdouble(r0u.x, r0u.y)), __dbits(asdouble(r0u.z, r0u.w)));
    r1.x = (float)asdouble(r0u.x, r0u.y);
    r1.x = r1.x;
    r1u.zw = __dbits((double)FV.x);
    r1u.zw = __dbits(asdouble(r1u.z, r1u.w));
    r0u.zw = __dbits(asdouble(r1u.z, r1u.w) + asdouble(r0u.z, r0u.w));
    r0u.zw = __dbits(asdouble(r0u.z, r0u.w));
    r0u.xy = __dbits(asdouble(0x55555555u, 0x3fd55555u) * asdouble(r0u.x, r0u.y));
    r0u.xy = __dbits(asdouble(0u, 0x3ff40000u) + asdouble(r0u.x, r0u.y));
    r0u.xy = __dbits(asdouble(r0u.x, r0u.y));
    OutD[threadId.x].x = asdouble(r0u.x, r0u.y);
    r0i.x = 0 + 4;
    r0u.xy = r0u.zw;
    OutD[threadId.x].y = asdouble(r0u.x, r0u.y);
    r0i.x = 8 + 4;
    r0.x = (float)asdouble(r2u.z, r2u.w);
    r0.yz = (float2)int2(0, 1);
    OutF[threadId.x].x = r1.x;
    OutF[threadId.x].y = r0.x;
    OutF[threadId.x].z = r0.y;
    OutF[threadId.x].w = r0.z;
}
