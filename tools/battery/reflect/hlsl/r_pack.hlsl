// Constant-buffer packing corners for D3DReflect: arrays of structs straddling 16-byte rows, matrices of
// every shape under row_major/column_major, packoffset, bool/int/double arrays, empty structs, nested arrays.
struct Empty {};
struct Lane { float x; float2 yz; };                 // 12 bytes: an array element starts a new row
struct Mixed { float3 dir; bool on; int2 ij; half h; };
struct Deep { Lane lanes[3]; float tail; Mixed m[2]; };
struct WithEmpty { Empty e; float after; Empty e2[2]; float2 last; };

cbuffer Rows : register(b0)
{
    float       r_scalar;
    Lane        r_lanes[4];
    float       r_after_lanes;        // packs into the last lane's row
    float2x3    r_m23;
    row_major float2x3 r_m23r;
    column_major float3x2 r_m32c;
    row_major float3x2 r_m32r;
    float1x4    r_m14;
    row_major float4x1 r_m41r;
    float4x4    r_m44[2];
    row_major float3x3 r_m33r[3];
    bool        r_bools[5];
    bool3       r_b3;
    int         r_ints[3];
    uint2       r_u2[2];
    Deep        r_deep[2];
    WithEmpty   r_we;
    float       r_end;
};

cbuffer Offsets : register(b3)
{
    float4  o_a   : packoffset(c4);
    float   o_b   : packoffset(c0.y);
    float2  o_c   : packoffset(c0.z);
    float3  o_d   : packoffset(c2.y);
    int     o_e   : packoffset(c7.w);
    float2x2 o_m  : packoffset(c9);
    float4  o_arr[2] : packoffset(c11);
};

#ifndef L9   // no doubles below SM 5 (and no 16-bit integers at level 9)
cbuffer Dbl : register(b5)
{
    double  d_one;
    double2 d_two;
    double  d_arr[3];
    float   d_f;
    double3 d_three;
    double4 d_four;
    row_major double2x2 d_m;
};
#endif

cbuffer Unused : register(b6)
{
    float4 u_never;
    float  u_never2[4];
};

float  g_loose;
float4 g_loose4 = float4(1, 2, 3, 4);
int2   g_loose_i[3];

float4 PSPack(float4 p : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float4 acc = r_scalar;
    [unroll] for (int i = 0; i < 4; i++) acc.xy += r_lanes[i].yz * r_lanes[i].x;
    acc += r_after_lanes + r_m23[1].xyzz + r_m23r[0].xyzz + r_m32c[2].xyxy + r_m32r[1].xyxy + r_m14[0];
    acc += r_m41r[3].x + mul(acc, r_m44[1]) + mul(acc.xyz, r_m33r[2]).xyzz;
    acc += r_bools[4] ? 1 : 0;
    acc += any(r_b3) ? r_ints[2] : r_u2[1].y;
    acc += r_deep[1].lanes[2].yz.xyxy + r_deep[0].m[1].dir.xyzz + r_deep[1].m[0].h + (r_deep[1].m[1].on ? r_deep[0].tail : 0);
    acc += r_we.after + r_we.last.xyxy + r_end;
    acc += o_a + o_b + o_c.xyxy + o_d.xyzz + o_e + o_m[1].xyxy + o_arr[1];
#ifndef L9   // no doubles below SM 5 (and no 16-bit integers at level 9)
    acc += (float)(d_one + d_two.y + d_arr[2] + d_three.z + d_four.w + d_m[1][0]) + d_f;
#endif
    acc += g_loose + g_loose4 + g_loose_i[2].x;
    return acc;
}

float4 VSPack(float4 p : POSITION) : SV_Position
{
    return mul(p, r_m44[0]) + r_m14[0] + o_a + g_loose4 + r_deep[0].lanes[1].x;
}
