// Literal formatting battery: NaN, infinities, denormals, negative zero, large and tiny values, ints
cbuffer L : register(b0) { float4 In; int4 II; uint4 UU; };
static const float4 Odd[6] = {
    { 1.#INF, -1.#INF, 0.0, -0.0 },
    { 1e-39, -1.17549435e-38, 3.4028235e38, -3.4028235e38 },
    { 1e-45, 0.1, 1.0 / 3.0, 16777217.0 },
    { 123456789.0, 1e20, -1e-20, 0.5 },
    { 2.5e-7, 1e7, 1e8, 99999.99 },
    { 0.000001, 0.0000001, 1234.5678, -8388608.5 } };
static const int Ints[6] = { 0x80000000, -1, 0x7fffffff, 65536, -65536, 0xdeadbeef };

float4 PSLit(float4 p : TEXCOORD0, nointerpolation int k : K) : SV_Target
{
    float4 r = Odd[k % 6] * p;
    r += asfloat(0x7fc00000) * In.x;
    r += asfloat(0xffc00001) + asfloat(0x00000001) + asfloat(0x80000001);
    r.x += asfloat(0x7f800001) * p.y;
    r += float4(1e-39, -1e-38, 1e38, -0.0) * p.yzwx;
    r += float4(1.5, 2.25, 1e-5, 1e5) + float4(0.1, 0.2, 0.3, 0.7) * In;
    int4 iv = int4(Ints[k % 6], -2147483647 - 1, 0x12345678, -7) + II;
    uint4 uv = uint4(0xffffffff, 0x80000000, 4000000000, 7) ^ UU;
    r += (float4)iv + (float4)uv;
    r.x += (k > 0x7ffffff0) ? 3.0e-44 : -6.0e-41;
    return r;
}

[numthreads(1, 1, 1)]
void CSLitD(uint3 id : SV_DispatchThreadID)
{
}
#ifndef NODBL
RWStructuredBuffer<double2> DOut : register(u0);
cbuffer DL : register(b1) { double2 DIn; };
[numthreads(2, 1, 1)]
void CSDLit(uint id : SV_DispatchThreadID)
{
    double a = DIn.x * 1.0e300 + 1.0e-300;
    double b = DIn.y * 0.1 - 4.9e-324 + 2.2250738585072014e-308;
    double c = DIn.x > 0 ? 1.7976931348623157e308 : -0.0;
    double d = (double)asfloat(0x7f800000) + 1.0 / 3.0;
    DOut[id] = double2(a + c, b * d) + double2(123456789.123456789, 3.0e-20);
}
#endif

float4 VSLit9(float4 p : POSITION) : POSITION
{
    return p * float4(1e-39, 3.4e38, -0.0, 0.1) + float4(1.0 / 3.0, 1e20, 123456.789, -2.5e-7) + In * asfloat(0x7f800000);
}
float4 PSLit9(float4 c : COLOR0, float4 t : TEXCOORD0) : COLOR0
{
    return c * float4(1e-39, 3.4e38, -0.0, 0.1) + float4(1.0 / 3.0, 1e20, 123456.789, -2.5e-7) * t + In;
}
