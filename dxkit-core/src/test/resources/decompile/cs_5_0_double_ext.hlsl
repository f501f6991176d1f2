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
    float4 r1;
    int4 r0i;
    uint4 r0u, r1u, r2u;
    r0u.xy = __dbits((double)IV);
    r0u.zw = __dbits((double)UV);
    r0u.xy = __dbits(asdouble(r0u.x, r0u.y) + asdouble(r0u.z, r0u.w));
    r0u.zw = __dbits((double)((int)threadId.x));
    r1u.xyzw = uint4(__dbits(DA.x + asdouble(r0u.z, r0u.w)), __dbits(DA.y + asdouble(r0u.z, r0u.w)));
    r2u.xyzw = uint4(__dbits(asdouble(r1u.x, r1u.y) / DB.x), __dbits(asdouble(r1u.z, r1u.w) / DB.y));
    r2u.xyzw = uint4(__dbits(fma(asdouble(r1u.x, r1u.y), DB.x, asdouble(r2u.x, r2u.y))), __dbits(fma(asdouble(r1u.z, r1u.w), DB.y, asdouble(r2u.z, r2u.w))));
    r1u.xyzw = uint4(__dbits(rcp(asdouble(r1u.x, r1u.y))), __dbits(rcp(asdouble(r1u.z, r1u.w))));
    r1u.xyzw = uint4(__dbits(asdouble(r2u.x, r2u.y) + asdouble(r1u.x, r1u.y)), __dbits(asdouble(r2u.z, r2u.w) + asdouble(r1u.z, r1u.w)));
    r0u.xy = __dbits(asdouble(r1u.x, r1u.y) + asdouble(r0u.x, r0u.y));
    r0u.zw = r1u.zw;
    OutD[threadId.x].x = asdouble(r0u.x, r0u.y);
    OutD[threadId.x].y = asdouble(r0u.z, r0u.w);
    r0u.x = (uint)asdouble(r1u.z, r1u.w);
    r0i.y = (int)asdouble(r1u.x, r1u.y);
    r1.x = (float)r0i.y;
    r1.y = (float)r0u.x;
    r1.zw = float2(0.0f, 0.0f);
    OutF[threadId.x].xyzw = r1.xyzw;
}
