// Double-precision arithmetic: every d* opcode, conversions both ways and 64-bit literals d(...).
cbuffer Doubles : register(b0)
{
    double2 gA;
    double2 gB;
    float4 gF;
    int4 gI;
    uint4 gU;
};

RWStructuredBuffer<double2> OutD : register(u0);
RWStructuredBuffer<float4> OutF : register(u1);
RWStructuredBuffer<int4> OutI : register(u2);

[numthreads(8, 1, 1)]
void CSDoubleOps(uint3 id : SV_DispatchThreadID)
{
    double a = gA.x + (double)id.x;
    double b = gB.y * 1.0000000000000002;
    double s = a + b;
    double m = a * b;
    double f = fma(a, b, s);
    double q = a / b;
    double r = rcp(b);
    double mx = max(a, b);
    double mn = min(a, b);
    double c = (a < b) ? s : m;
    if (a == b) c += 3.25;
    if (a != b) c -= 0.1;
    if (a >= b) c *= 2.0;
    OutD[id.x] = double2(s + f, q + r + mx + mn + c);
    float4 fo;
    fo.x = (float)a;
    fo.y = (float)(m * 1.5e300);
    fo.z = (float)(double)gF.x;
    fo.w = (float)((double)gI.x + (double)gU.y);
    OutF[id.x] = fo;
    uint lo, hi;
    asuint(s, lo, hi);
    OutI[id.x] = int4((int)a, (uint)b, lo, hi);
}

float4 PSDouble(float4 p : SV_Position, nointerpolation uint k : K) : SV_Target
{
    double x = (double)p.x * gA.x;
    double y = gB.y - (double)k;
    double z = (x > y) ? x : -y;
    z = z / (double)(k + 1);
    z = fma(z, (double)p.y, 1.0L);
    uint2 bits;
    asuint(z, bits.x, bits.y);
    return float4((float)z, (float)(uint)y, (float)(int)x, asfloat(bits.y));
}

// min/max/sign tricks with doubles and a literal that float loses
double2 PackD(double v) { return double2(v, v * 0.30000000000000004); }

float4 PSDoubleLiteral(float4 p : SV_Position) : SV_Target
{
    double2 v = PackD(gA.y);
    double w = v.x * 3.141592653589793 + v.y;
    w = (w == 0.0) ? 1e-300 : w;
    return float4((float)w, (float)(w * w), (float)rcp(w), 1.0f);
}
