// Constant buffers, tbuffers, ICB, indexable temps
#ifdef NODBL
#define DTYPE float
#else
#define DTYPE double
#endif
struct Light { float3 pos; float range; float4 col; row_major float3x4 xf; uint kind; float2 cone; };
struct Nested { Light l[2]; float4x4 m; float tail; };
cbuffer Big : register(b2) {
    float4 Head : packoffset(c0);
    float  Solo : packoffset(c1.y);
    float2 Pair : packoffset(c1.z);
    Light  L[4] : packoffset(c2);
    row_major float4x3 RM : packoffset(c30);
    column_major float3x3 CM : packoffset(c34);
    int4   Ints[3] : packoffset(c37);
    bool   B : packoffset(c40.x);
    uint   Cnt : packoffset(c40.y);
};
cbuffer More : register(b5) { Nested N; float3 Tail3; float H; DTYPE Dd; float1x4 Row; int2x2 IM; };
tbuffer TB : register(t3) { float4 TArr[32]; float4x4 TM; };
Texture2D Tx : register(t0); SamplerState Sx : register(s0);

static const float4 Tbl[8] = { {0,1,2,3}, {4,5,6,7}, {8,9,10,11}, {12,13,14,15}, {1.5,-2.5,1e10,-1e-10}, {0.1,0.2,0.3,0.4}, {65504,-0,3.14159,2.71828}, {1,1,1,1} };
static const int Ti[5] = { 3, -7, 0x7fffffff, -2147483647, 42 };

float4 PSTables(float2 uv : TEXCOORD0, nointerpolation int k : IDX) : SV_Target
{
    float4 r = Tbl[k & 7] * Ti[k % 5];
    float4 tmp[6];
    [unroll] for (int j = 0; j < 6; j++) tmp[j] = Tx.Sample(Sx, uv * j);
    r += tmp[k % 6] + tmp[(k + 3) % 6];
    int itmp[4] = { k, k * 2, k * 3, k * 4 };
    itmp[k & 3] = 9;
    r.x += itmp[(k >> 2) & 3];
    [loop] for (uint i = 0; i < Cnt; i++) r += mul(float4(L[i].pos, 1), L[i].xf).xyzz * L[i].col + Ints[i % 3];
    r += mul(float4(uv, 1, 1), RM).xyzz + mul(float3(uv, 1), CM).xyzz + Head * Solo + Pair.xyxy;
    r += TArr[k & 31] + mul(r, TM);
    r += N.l[k & 1].col + mul(N.m, r) + N.tail + Tail3.xyzz + H + (float)Dd + Row[0] + IM[1][k & 1];
    return B ? r : -r;
}
