// Bit operations: msad, bfrev, countbits, firstbit_*, ubfe/ibfe/bfi, f16tof32/f32tof16, uaddc-shaped carries.
cbuffer Bits : register(b0)
{
    uint4 gU;
    int4 gI;
    float4 gF;
};

RWBuffer<uint4> OutU : register(u0);
RWBuffer<int4> OutI : register(u1);
RWBuffer<float4> OutF : register(u2);

[numthreads(16, 1, 1)]
void CSBits(uint3 id : SV_DispatchThreadID)
{
    uint u = gU.x ^ id.x;
    int i = gI.y - (int)id.x;
    uint4 a;
    a.x = reversebits(u);
    a.y = countbits(u | gU.z);
    a.z = firstbithigh(u);
    a.w = firstbitlow(u);
    OutU[id.x] = a + msad4(u, gU.yz, uint4(1, 2, 3, 4));
    int4 b;
    b.x = firstbithigh(i);
    b.y = (i << 3) >> 27;                  // a signed field: ibfe
    b.z = (int)((u >> gU.w) & 0x3ff);      // ubfe
    b.w = (int)(((u & 0xff) << 8) | (gU.y & ~0xff00u)); // bfi
    OutI[id.x] = b;
    float4 h;
    h.x = f16tof32(u);
    h.y = f16tof32(u >> 16);
    h.z = asfloat(f32tof16(gF.x) | (f32tof16(gF.y) << 16));
    h.w = (float)countbits(reversebits(gU.w));
    OutF[id.x] = h;
}

uint4 PSBits(float4 p : SV_Position, nointerpolation uint4 k : K) : SV_Target
{
    uint x = k.x + (uint)p.x;
    uint lo = x & 0xffff;
    uint hi = (x >> 5) & 0x7f;
    uint ins = (x & ~(0x1fu << 7)) | ((k.y & 0x1f) << 7);
    int sx = ((int)k.z << 12) >> 20;
    return uint4(lo + hi, ins, (uint)sx, msad4(k.w, uint2(x, k.y), uint4(0, 0, 0, 0)).x + f32tof16(p.y));
}

// uint math: umul, umad and the carries as fxc writes them
uint4 PSUint(float4 p : SV_Position, nointerpolation uint4 k : K) : SV_Target
{
    uint a = k.x * k.y;
    uint b = mad(k.z, k.w, a);
    uint c = k.x / max(k.y, 1u);
    uint d = k.x % max(k.z, 1u);
    uint e = min(a, b) + max(c, d);
    uint2 wide = uint2(a + b, (a + b < a) ? 1u : 0u);
    return uint4(e, wide.x, wide.y + (uint)p.x, d >> (k.w & 31));
}

float4 PSBits41(float4 p : SV_Position, nointerpolation uint4 k : K) : SV_Target
{
    uint x = k.x ^ (uint)p.x;
    uint y = (x >> 3) & 0x1f;
    int z = ((int)k.y << 4) >> 28;
    return float4(y, z, asfloat(x & 0x7f7fffff), (float)(k.z % 7u));
}
