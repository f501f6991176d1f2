// DXIL constant-buffer layouts for ID3D12ShaderReflection: 16-bit types (with -enable-16bit-types),
// min precision (without), 64-bit scalars, matrices of each orientation, nested struct arrays, empty structs,
// packoffset, ConstantBuffer<T> arrays in spaces, tbuffers and TextureBuffer<T>.
#ifdef B16
typedef float16_t  H;
typedef float16_t2 H2;
typedef float16_t3 H3;
typedef int16_t    S;
typedef uint16_t4  U4;
#else
typedef min16float  H;
typedef min16float2 H2;
typedef min16float3 H3;
typedef min16int    S;
typedef min16uint4  U4;
#endif
struct Nil {};
struct Half3 { H a; H2 b; S c; };
struct Node { Half3 h[2]; float f; Nil nil; uint64_t big; };
struct Light { float3 pos; float radius; float4 col; };

cbuffer Packed : register(b0, space1)
{
    H      p_h;
    H2     p_h2;
    H3     p_h3;
    S      p_s;
    U4     p_u4;
    Half3  p_arr[3];
    Node   p_nodes[2];
    double p_d;
    int64_t p_i64;
    uint64_t2 p_u64;
    row_major float3x2 p_mr;
    column_major float2x3 p_mc;
    float2x2 p_m[2];
    bool   p_b[3];
    H      p_tail;
};

cbuffer Offs : register(b1)
{
    float4 q_x : packoffset(c3);
    float  q_y : packoffset(c1.w);
    float2 q_z : packoffset(c0.y);
};

ConstantBuffer<Light> cb_arr[5] : register(b2, space2);
ConstantBuffer<Light> cb_unb[]  : register(b0, space6);
ConstantBuffer<Node>  cb_node   : register(b7);
tbuffer TBuf : register(t0) { float4 tb_a; Light tb_l[2]; };
TextureBuffer<Light> tex_l : register(t1, space3);
float4 g_glob;
uint   g_globs[2];

float4 PSCb(float4 pos : SV_Position, nointerpolation uint i : IDX) : SV_Target
{
    float4 r = p_h + p_h2.xyxy + p_h3.xyzx + p_s + p_u4 + p_arr[i % 3].b.xyxy + p_nodes[i & 1].h[1].c;
    r += p_nodes[1].f + (float)p_nodes[0].big + (float)p_d + (float)p_i64 + (float)p_u64.y;
    r += p_mr[2].xyxy + p_mc[1].xyxy + p_m[1][0].xyxy + (p_b[i % 3] ? 1 : 0) + p_tail;
    r += q_x + q_y + q_z.xyxy;
    r += cb_arr[i % 5].col + cb_unb[i].radius + cb_node.f;
    r += tb_a + tb_l[1].col + tex_l.pos.xyzz + g_glob + g_globs[1];
    return r;
}
