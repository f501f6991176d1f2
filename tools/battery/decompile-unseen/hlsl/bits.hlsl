// Integer bit tricks as engines use them: packing normals and colours, half floats, Morton codes,
// bitmask walks with firstbitlow/firstbithigh, popcounts, sign tricks.
cbuffer Bits : register(b0) { uint4 Masks; int4 Signed; float4 Scale; uint Shift; uint Flags; uint2 Extent; };
Buffer<uint> Words : register(t0);
RWBuffer<uint> OutWords : register(u0);
RWStructuredBuffer<uint4> OutPacked : register(u1);

uint Part1By2(uint x) { x &= 0x3ff; x = (x | (x << 16)) & 0x30000ff; x = (x | (x << 8)) & 0x300f00f; x = (x | (x << 4)) & 0x30c30c3; x = (x | (x << 2)) & 0x9249249; return x; }
uint Morton3(uint3 p) { return Part1By2(p.x) | (Part1By2(p.y) << 1) | (Part1By2(p.z) << 2); }

[numthreads(64, 1, 1)]
void CSMorton(uint3 id : SV_DispatchThreadID)
{
    uint3 cell = uint3(id.x & 0x3ff, (id.x >> 10) & 0x3ff, Words[id.x] & 0x3ff);
    OutWords[id.x] = Morton3(cell);
}

[numthreads(64, 1, 1)]
void CSMaskWalk(uint3 id : SV_DispatchThreadID)
{
    uint m = Words[id.x] & Masks[id.x & 3];
    uint total = 0, hi = firstbithigh(m), lo = firstbitlow(m);
    [loop] while (m != 0)
    {
        uint b = firstbitlow(m);
        m &= m - 1;
        total += Words[b + 64];
    }
    int s = firstbithigh(Signed[id.x & 3]);
    OutPacked[id.x] = uint4(total, hi, lo, (uint)s + countbits(Words[id.x]) + reversebits(Masks.y));
}

uint PackHalf2(float2 v) { return f32tof16(v.x) | (f32tof16(v.y) << 16); }
float2 UnpackHalf2(uint w) { return float2(f16tof32(w), f16tof32(w >> 16)); }
uint PackUnorm4(float4 c) { uint4 b = (uint4)round(saturate(c) * 255); return b.x | (b.y << 8) | (b.z << 16) | (b.w << 24); }
float4 UnpackUnorm4(uint w) { return float4(w & 0xff, (w >> 8) & 0xff, (w >> 16) & 0xff, w >> 24) / 255; }

[numthreads(32, 2, 1)]
void CSPack(uint3 id : SV_DispatchThreadID)
{
    uint w = Words[id.x + id.y * 32];
    float2 h = UnpackHalf2(w) * Scale.xy;
    float4 c = UnpackUnorm4(w ^ Masks.x);
    OutPacked[id.x] = uint4(PackHalf2(h), PackUnorm4(c.wzyx), f32tof16(c.x + h.y), asuint(h.x) >> Shift);
}

float2 select2(float2 v) { return float2(v.x >= 0 ? 1 : -1, v.y >= 0 ? 1 : -1); }
float2 OctEncode(float3 n)
{
    n /= abs(n.x) + abs(n.y) + abs(n.z);
    float2 r = n.z >= 0 ? n.xy : (1 - abs(n.yx)) * select2(n.xy);
    return r;
}

struct PSIn { float4 pos : SV_Position; float3 nrm : NORMAL; nointerpolation uint id : OBJECTID; float4 col : COLOR; };
uint4 PSPackGBuffer(PSIn i) : SV_Target
{
    float3 n = normalize(i.nrm);
    float2 o = n.xy / (abs(n.x) + abs(n.y) + abs(n.z));
    o = n.z >= 0 ? o : (1 - abs(o.yx)) * sign(o);
    uint2 q = (uint2)(o * 32767.0 + 32768.0);
    uint flags = (Flags & 0xf) | ((i.id & 0xfff) << 4) | ((uint)(i.col.a * 65535) << 16);
    return uint4(q.x | (q.y << 16), PackUnorm4(i.col), flags, PackHalf2(i.pos.zw));
}

int4 PSSignTricks(PSIn i) : SV_Target
{
    int4 v = Signed * (int)i.id;
    int4 a = abs(v);
    int4 s = (v >> 31) | (int4)((uint4)(-v) >> 31);
    int4 mn = min(v, Signed.yzwx), mx = max(v, -Signed);
    return a + s * 3 + (mn ^ mx) + (v / 7) + (v % 5) + (int4)(Masks >> (i.id & 31));
}

uint PSBitfield(PSIn i) : SV_Target
{
    uint w = i.id;
    uint f0 = (w >> 3) & 0x1f, f1 = (w >> 8) & 0xfff;
    int sx = (int)(w << 4) >> 28;
    uint ins = (w & ~(0xff << 12)) | ((f0 & 0xff) << 12);
    return f0 + f1 + (uint)sx + ins + (w << 9 >> 20);
}
