// Engine-style vertex shaders: skinning with dynamically indexed bone arrays, G-buffer VS, instancing
#ifndef NBONES
#define NBONES 64
#endif
cbuffer Skin : register(b0)
{
    float4x3 Bones[NBONES];
    float4x4 WorldViewProj;
    row_major float4x4 World;
    float4 MorphWeights;
    uint BoneOffset; bool Dual; float2 padS;
};
cbuffer Inst : register(b1)
{
    struct { float4x4 w; float4 color; uint id; float3 pad; } Instances[16];
};
struct VSIn { float3 pos : POSITION; float3 n : NORMAL; float4 t : TANGENT; float2 uv : TEXCOORD0; uint4 bi : BLENDINDICES; float4 bw : BLENDWEIGHT;
              float3 m0 : TEXCOORD4; float3 m1 : TEXCOORD5; };
struct VSOut { float4 pos : SV_Position; float3 wpos : TEXCOORD0; float3 n : NORMAL; float4 t : TANGENT; float2 uv : TEXCOORD1;
               nointerpolation uint mat : MATID; float4 col : COLOR0; float2 sp : TEXCOORD2; float clip0 : SV_ClipDistance0; float cull : SV_CullDistance0; };

VSOut VSSkin(VSIn v, uint vid : SV_VertexID)
{
    float3 p = v.pos + v.m0 * MorphWeights.x + v.m1 * MorphWeights.y;
    float4x3 s = 0;
    [unroll] for (int k = 0; k < 4; k++) s += Bones[v.bi[k] + BoneOffset] * v.bw[k];
    VSOut o;
    float3 wp = mul(float4(p, 1), s);
    o.pos = mul(float4(wp, 1), WorldViewProj);
    o.wpos = mul(float4(wp, 1), World).xyz;
    o.n = normalize(mul(v.n, (float3x3)s));
    o.t = float4(normalize(mul(v.t.xyz, (float3x3)s)), v.t.w);
    o.uv = v.uv;
    o.mat = vid & 7;
    o.col = Dual ? float4(1, 0, 0, 1) : MorphWeights;
    o.sp = o.pos.xy / o.pos.w;
    o.clip0 = dot(float4(wp, 1), MorphWeights);
    o.cull = wp.y;
    return o;
}

VSOut VSInstanced(VSIn v, uint iid : SV_InstanceID)
{
    VSOut o = (VSOut)0;
    float4 wp = mul(float4(v.pos, 1), Instances[iid].w);
    o.pos = mul(wp, WorldViewProj);
    o.wpos = wp.xyz;
    o.n = mul(v.n, (float3x3)Instances[iid].w);
    o.col = Instances[iid].color;
    o.mat = Instances[iid].id;
    o.uv = v.uv;
    return o;
}

// Direct3D 9 flavour: float4x3 bones, indices as floats
float4x3 Bones9[40] : register(c10);
float4x4 WVP9 : register(c0);
float4 Light9[4];
int NumBones9;
bool Morph9;
struct V9In { float4 pos : POSITION; float3 n : NORMAL; float4 bi : BLENDINDICES; float4 bw : BLENDWEIGHT; float2 uv : TEXCOORD0; float3 m0 : TEXCOORD1; };
#ifdef L9
#define POS9 SV_Position
#else
#define POS9 POSITION
#endif
struct V9Out { float4 pos : POS9; float4 col : COLOR0; float2 uv : TEXCOORD0; float3 n : TEXCOORD1; float fog : FOG; float ps : PSIZE; };
V9Out VSSkin9(V9In v)
{
    V9Out o;
    float4 p = v.pos;
    if (Morph9) p.xyz += v.m0;
    float3 wp = 0, wn = 0;
    for (int k = 0; k < NumBones9; k++) {
        int b = (int)v.bi[k];
        wp += mul(p, Bones9[b]) * v.bw[k];
        wn += mul(v.n, (float3x3)Bones9[b]) * v.bw[k];
    }
    o.pos = mul(float4(wp, 1), WVP9);
    o.n = normalize(wn);
    float4 c = 0;
    [unroll] for (int l = 0; l < 4; l++) c += max(0, dot(o.n, Light9[l].xyz)) * Light9[l].w;
    o.col = c;
    o.uv = v.uv;
    o.fog = o.pos.z * 0.01;
    o.ps = 2;
    return o;
}
V9Out VSSkin9u(V9In v)
{
    V9Out o;
    float3 wp = 0, wn = 0;
    [unroll] for (int k = 0; k < 4; k++) {
        wp += mul(v.pos, Bones9[v.bi[k]]) * v.bw[k];
        wn += mul(v.n, (float3x3)Bones9[v.bi[k]]) * v.bw[k];
    }
    o.pos = mul(float4(wp, 1), WVP9);
    o.n = wn; o.col = Light9[(int)v.bi.x]; o.uv = v.uv; o.fog = 0; o.ps = 1;
    return o;
}
