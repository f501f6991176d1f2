// One source for several targets, as engines ship it: Direct3D 9 (-DD3D9), level 9 and Shader Model 4/5,
// through macros for textures and semantics. Skinned and unskinned meshes, a reflective surface, an SSAO
// blur and a bloom threshold.
#ifdef D3D9
#define TEX2D(name, reg) sampler2D name : register(s##reg)
#define SAMPLE(name, uv) tex2D(name, uv)
#define SAMPLE_LOD(name, uv, l) tex2Dlod(name, float4(uv, 0, l))
#define SV_POS POSITION
#define SV_TARGET COLOR
#define CBUFFER(name, reg)
#define END_CBUFFER
#else
#define TEX2D(name, reg) Texture2D name##_t : register(t##reg); SamplerState name##_s : register(s##reg)
#define SAMPLE(name, uv) name##_t.Sample(name##_s, uv)
#define SAMPLE_LOD(name, uv, l) name##_t.SampleLevel(name##_s, uv, l)
#define SV_POS SV_Position
#define SV_TARGET SV_Target
#define CBUFFER(name, reg) cbuffer name : register(b##reg) {
#define END_CBUFFER };
#endif

CBUFFER(PerObject, 0)
    float4x4 WorldViewProj;
    float4x3 WorldMat;
    float4 MaterialColor;
    float4 LightVec;
    float4 EyePosW;
    float4 BlurDir;
    float4 Threshold;
    float4x3 SkinBones[20];
END_CBUFFER

TEX2D(ColorTex, 0);
TEX2D(AoTex, 1);
TEX2D(DepthTex2, 2);

struct MeshIn { float4 pos : POSITION; float3 nrm : NORMAL; float2 uv : TEXCOORD0; };
struct SkinnedIn { float4 pos : POSITION; float3 nrm : NORMAL; float2 uv : TEXCOORD0; float4 w : BLENDWEIGHT; float4 idx : BLENDINDICES; };
struct MeshOut { float4 pos : SV_POS; float2 uv : TEXCOORD0; float3 nrm : TEXCOORD1; float3 view : TEXCOORD2; };

MeshOut VSMesh(MeshIn v)
{
    MeshOut o;
    o.pos = mul(v.pos, WorldViewProj);
    o.uv = v.uv;
    o.nrm = mul(v.nrm, (float3x3)WorldMat);
    o.view = EyePosW.xyz - mul(v.pos, WorldMat);
    return o;
}

MeshOut VSSkinned(SkinnedIn v)
{
    int4 i = (int4)(v.idx * 255.001);
    float4x3 m = SkinBones[i.x] * v.w.x + SkinBones[i.y] * v.w.y;
    float3 p = mul(v.pos, m);
    MeshOut o;
    o.pos = mul(float4(p, 1), WorldViewProj);
    o.uv = v.uv;
    o.nrm = mul(v.nrm, (float3x3)m);
    o.view = EyePosW.xyz - p;
    return o;
}

float4 PSLitMesh(MeshOut i) : SV_TARGET
{
    float3 n = normalize(i.nrm);
    float3 v = normalize(i.view);
    float4 c = SAMPLE(ColorTex, i.uv) * MaterialColor;
    float nl = saturate(dot(n, LightVec.xyz));
    float spec = pow(saturate(dot(reflect(-LightVec.xyz, n), v)), LightVec.w);
    float rim = pow(1 - saturate(dot(n, v)), 3) * EyePosW.w;
    return float4(c.rgb * (nl + 0.2) + spec + rim, c.a);
}

float4 PSAoBlur(float2 uv : TEXCOORD0) : SV_TARGET
{
    float center = SAMPLE(DepthTex2, uv).r;
    float sum = SAMPLE(AoTex, uv).r, wsum = 1;
    [unroll] for (int k = 1; k <= 3; k++)
    {
        float2 o = BlurDir.xy * k;
        float d0 = SAMPLE(DepthTex2, uv + o).r, d1 = SAMPLE(DepthTex2, uv - o).r;
        float w0 = saturate(1 - abs(d0 - center) * BlurDir.z), w1 = saturate(1 - abs(d1 - center) * BlurDir.z);
        sum += SAMPLE(AoTex, uv + o).r * w0 + SAMPLE(AoTex, uv - o).r * w1;
        wsum += w0 + w1;
    }
    return sum / wsum;
}

float4 PSBrightPass(float2 uv : TEXCOORD0) : SV_TARGET
{
    float4 c = SAMPLE(ColorTex, uv);
    float l = max(c.r, max(c.g, c.b));
    float k = max(l - Threshold.x, 0) / max(l, 1e-4);
    return float4(c.rgb * k * Threshold.y, 1);
}

float4 PSAlphaBlendFog(MeshOut i) : SV_TARGET
{
    float4 c = SAMPLE(ColorTex, i.uv);
    float d = length(i.view);
    float f = saturate((d - Threshold.z) / (Threshold.w - Threshold.z));
    c.rgb = lerp(c.rgb, MaterialColor.rgb, f);
    return c;
}
