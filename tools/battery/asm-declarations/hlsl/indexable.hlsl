// Local arrays indexed at run time: indexable temporaries of 1 to 4 components and several sizes, arrays of structs,
// inputs indexed at run time (index ranges), and a constant table indexed by a computed value.
struct Pair { float2 a; int b; };
static const float4 kTable[6] = { {1, 2, 3, 4}, {0.5, 0.25, 0.125, 2}, {-1, 0, 1, 3}, {7, 8, 9, 10},
                                   {1e-3, 1e3, 3.14159, 2.71828}, {0, 0, 0, 1} };
cbuffer Idx : register(b0) { uint gI; uint gJ; float4 gV[4]; };

float4 PSIndexable(float4 pos : SV_Position, float4 t[4] : TEXCOORD0, nointerpolation uint k : K) : SV_Target
{
    float a1[7];
    float2 a2[5];
    float3 a3[3];
    int4 a4[9];
    Pair pr[4];
    [unroll] for (int i = 0; i < 7; i++) a1[i] = t[i & 3].x * i;
    [unroll] for (int j = 0; j < 5; j++) a2[j] = t[j & 3].yz + j;
    [unroll] for (int m = 0; m < 3; m++) a3[m] = gV[m].xyz * pos.x;
    [unroll] for (int n = 0; n < 9; n++) a4[n] = int4(n, -n, n * 3, (int)k);
    [unroll] for (int q = 0; q < 4; q++) { pr[q].a = t[q].zw; pr[q].b = q - (int)k; }
    a1[gI % 7] += pos.y;
    a2[k % 5].y = a1[(k + 1) % 7];
    float4 r = float4(a1[k % 7], a2[gJ % 5], a3[k % 3].z);
    r += (float4)a4[(gI + k) % 9];
    r.xy += pr[gJ & 3].a * (float)pr[k & 3].b;
    r += t[k & 3] + kTable[(k * 5 + gJ) % 6];
    return r;
}

float4 VSIndexable(float4 p : POSITION, float fid : TEXCOORD0) : SV_Position
{
    int vid = (int)fid;
    float4 m[4] = { gV[0], gV[1], gV[2], gV[3] };
    float4 s = m[vid % 4] * p.w;
    return mul(p, float4x4(m[0], m[1], m[2], m[3])) + s + kTable[vid % 6];
}

groupshared float4 gsm[64];
[numthreads(64, 1, 1)]
void CSIndexable(uint gi : SV_GroupIndex)
{
    uint x[12];
    [unroll] for (int i = 0; i < 12; i++) x[i] = gi * i + gJ;
    x[gI % 12] ^= 0x55aa;
    gsm[gi] = float4(x[gi % 12], x[(gi + 3) % 12], kTable[gi % 6].zw);
    GroupMemoryBarrierWithGroupSync();
    gsm[gi] += gsm[63 - gi];
}
