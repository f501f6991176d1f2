// SM 4.0/4.1 and level 9 reflections: shader-model-4 compute (raw/structured only), gs_4_1, vs/ps at level 9.
struct Item { float2 a; uint b; };
StructuredBuffer<Item> in_items : register(t0);
ByteAddressBuffer in_raw : register(t1);
RWStructuredBuffer<Item> out_items : register(u0);
RWByteAddressBuffer out_raw : register(u1);
cbuffer CSParams : register(b0) { uint count; float scale; uint2 pad; float4 weights[3]; };
groupshared uint shared_sum[64];

[numthreads(64, 1, 1)]
void CS4(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    Item it = in_items[id.x];
    shared_sum[gi] = it.b + in_raw.Load(id.x * 4);
    GroupMemoryBarrierWithGroupSync();
    it.a *= scale * weights[gi % 3].x;
    if (id.x < count) out_items[id.x] = it;
#ifndef SM4
    out_raw.Store(gi * 4, shared_sum[63 - gi]);
#else
    if (gi == 0) out_items[0].b = shared_sum[63];
#endif
}

cbuffer L9 : register(b0)
{
    float4x4 l9_wvp;
    row_major float4x3 l9_bones[8];
    float4 l9_col;
    bool   l9_flag;
    int4   l9_ints;
};
Texture2D l9_tex : register(t0);
TextureCube l9_cube : register(t1);
SamplerState l9_smp : register(s0);
SamplerState l9_cmp : register(s1);

struct L9V { float4 pos : SV_Position; float4 col : COLOR0; float3 uv : TEXCOORD0; float fog : FOG; };
L9V VSL9(float4 p : POSITION, float4 w : BLENDWEIGHT, uint4 bi : BLENDINDICES, float4 c : COLOR0, float2 uv : TEXCOORD0)
{
    L9V o;
    float3 s = mul(p, l9_bones[bi.x]) * w.x + mul(p, l9_bones[bi.y]) * w.y;
    o.pos = mul(float4(s, 1), l9_wvp);
    o.col = c * l9_col;
    o.uv = float3(uv, l9_flag ? 1 : 0);
    o.fog = o.pos.z;
    return o;
}
float4 PSL9(L9V i) : SV_Target
{
    return l9_tex.Sample(l9_smp, i.uv.xy) * i.col + l9_cube.Sample(l9_cmp, i.uv) * i.fog;
}

struct G4 { float4 pos : SV_Position; uint vp : SV_ViewportArrayIndex; };
[maxvertexcount(3)]
void GS41(triangle float4 v[3] : SV_Position, inout TriangleStream<G4> s)
{
    for (int k = 0; k < 3; k++) { G4 o; o.pos = v[k]; o.vp = k; s.Append(o); }
}
float4 PS41(float4 p : SV_Position, uint sid : SV_SampleIndex) : SV_Target
{
    return float4(p.xy, sid, 1) * l9_col;
}
