// Minimum-precision types in constant buffers, structured buffers and signatures (SM4/5 and level 9).
#ifndef L9
struct MP { min16float a; min10float2 b; min16int c; min12int d; min16uint3 e; };
cbuffer MinCB : register(b1)
{
    min16float  m_h;
    min16float4 m_h4;
    min10float3 m_l3;
    min16int2   m_i2;
    min12int    m_i12;
    min16uint4  m_u4;
    MP          m_s[2];
    row_major min16float2x3 m_mat;
    min16float  m_arr[3];
};
StructuredBuffer<MP> m_sb : register(t0);
Buffer<min16float2> m_buf : register(t1);
Texture2D<min16float4> m_tex : register(t2);
Texture2D<min10float> m_tex10 : register(t3);
Buffer<min16int> m_bufi : register(t4);
Buffer<min16uint2> m_bufu : register(t5);
SamplerState m_smp : register(s0);

struct VOut { float4 pos : SV_Position; min16float4 col : COLOR0; min10float2 uv : TEXCOORD0; min16int2 id : TEXCOORD1; min16uint n : TEXCOORD2; };

VOut VSMin(float4 p : POSITION, min16float4 c : COLOR, min16int2 id : BLENDINDICES, min16uint n : PSIZE)
{
    VOut o;
    o.pos = p * m_h;
    o.col = c * m_h4 + m_mat[1].xyzx;
    o.uv = m_l3.xy;
    o.id = id + m_i2 + m_i12;
    o.n = n + m_u4.w;
    return o;
}

min16float4 PSMin(VOut i) : SV_Target
{
    min16float4 t = m_tex.Sample(m_smp, i.uv) + m_tex10.Sample(m_smp, i.uv);
    MP s = m_sb[i.id.x];
    t += s.a + s.b.xyxy + s.c + s.d + s.e.xyzx;
    t += m_buf[i.id.y].xyxy + m_bufi[i.n] + m_bufu[i.n].y;
    t += m_s[1].b.xyxy + m_arr[2] + i.col;
    return t;
}

#else
cbuffer MinCB9 : register(b1)
{
    min16float  m_h;
    min10float3 m_l3;
    min16float4 m_h4;
    row_major min16float3x2 m_mat;
    min16float  m_arr[3];
    min10float2 m_l2[2];
};
Texture2D<min16float4> m_tex : register(t2);
SamplerState m_smp : register(s0);

min16float4 PSMin9(float4 p : SV_Position, min16float2 uv : TEXCOORD0) : SV_Target
{
    return m_tex.Sample(m_smp, uv) * m_h4 + m_h + m_arr[1] + m_l2[1].xyxy + m_l3.xyzx + m_mat[2].xyxy;
}
#endif
