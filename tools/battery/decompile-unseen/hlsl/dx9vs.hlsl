// Direct3D 9 vertex programs: indexed palette skinning from constant registers, per-vertex lights in a loop,
// fog, texture-coordinate generation, morphing, a vertex texture fetch (vs_3_0).
float4x4 ViewProj;
float4x3 Palette[26];
float4 LightPos[4];
float4 LightCol[4];
int NumLights;
float4 FogRange;
float4 MorphW;
float3 EyePos;
sampler2D HeightSamp;

struct VIn { float4 pos : POSITION0; float3 nrm : NORMAL0; float2 uv : TEXCOORD0; float4 bw : BLENDWEIGHT0; float4 bi : BLENDINDICES0; };
struct VOut { float4 pos : POSITION; float4 diff : COLOR0; float4 spec : COLOR1; float2 uv : TEXCOORD0; float fog : FOG; };

VOut VSPalette(VIn v)
{
    int4 idx = D3DCOLORtoUBYTE4(v.bi);
    float3 p = mul(v.pos, Palette[idx.x]) * v.bw.x + mul(v.pos, Palette[idx.y]) * v.bw.y + mul(v.pos, Palette[idx.z]) * (1 - v.bw.x - v.bw.y);
    float3 n = mul(v.nrm, (float3x3)Palette[idx.x]);
    VOut o;
    o.pos = mul(float4(p, 1), ViewProj);
    o.diff = saturate(dot(normalize(n), LightPos[0].xyz)) * LightCol[0];
    o.spec = 0;
    o.uv = v.uv;
    o.fog = saturate((FogRange.y - o.pos.z) * FogRange.x);
    return o;
}

VOut VSLights(VIn v)
{
    VOut o;
    o.pos = mul(v.pos, ViewProj);
    float3 n = normalize(v.nrm);
    float3 d = 0, s = 0;
    for (int k = 0; k < NumLights; k++)
    {
        float3 l = LightPos[k].xyz - v.pos.xyz;
        float att = 1 / (1 + dot(l, l) * LightPos[k].w);
        l = normalize(l);
        d += saturate(dot(n, l)) * LightCol[k].rgb * att;
        float3 h = normalize(l + normalize(EyePos - v.pos.xyz));
        s += pow(saturate(dot(n, h)), LightCol[k].w) * att;
    }
    o.diff = float4(d, 1);
    o.spec = float4(s, 0);
    o.uv = v.uv;
    o.fog = saturate((FogRange.y - o.pos.z) * FogRange.x);
    return o;
}

VOut VSFourLightsUnrolled(VIn v)
{
    VOut o;
    o.pos = mul(v.pos, ViewProj);
    float3 d = 0;
    [unroll] for (int k = 0; k < 4; k++) d += max(dot(v.nrm, normalize(LightPos[k].xyz - v.pos.xyz)), 0) * LightCol[k].rgb;
    o.diff = float4(d, 1);
    o.spec = float4(reflect(normalize(v.pos.xyz - EyePos), v.nrm), 1);
    o.uv = v.uv * FogRange.zw;
    o.fog = 1;
    return o;
}

struct MIn { float4 p0 : POSITION0; float4 p1 : POSITION1; float3 n0 : NORMAL0; float3 n1 : NORMAL1; float2 uv : TEXCOORD0; };
VOut VSMorph(MIn v)
{
    float4 p = lerp(v.p0, v.p1, MorphW.x);
    float3 n = normalize(lerp(v.n0, v.n1, MorphW.x));
    VOut o;
    o.pos = mul(p, ViewProj);
    o.diff = float4(n * 0.5 + 0.5, 1);
    o.spec = MorphW;
    o.uv = v.uv;
    o.fog = o.pos.w * FogRange.x;
    return o;
}

VOut VSTexGen(VIn v)
{
    VOut o;
    o.pos = mul(v.pos, ViewProj);
    float3 e = normalize(v.pos.xyz - EyePos);
    float3 r = reflect(e, v.nrm);
    float m = 2 * sqrt(r.x * r.x + r.y * r.y + (r.z + 1) * (r.z + 1));
    o.uv = r.xy / m + 0.5;
    o.diff = 1;
    o.spec = float4(frac(v.pos.xyz * 0.1), 0);
    o.fog = 0;
    return o;
}

struct V3Out { float4 pos : POSITION; float2 uv : TEXCOORD0; float3 nrm : TEXCOORD1; float h : TEXCOORD2; };
V3Out VSHeightField(VIn v)
{
    V3Out o;
    float h = tex2Dlod(HeightSamp, float4(v.uv, 0, 0)).r;
    float hx = tex2Dlod(HeightSamp, float4(v.uv + float2(FogRange.z, 0), 0, 0)).r;
    float hz = tex2Dlod(HeightSamp, float4(v.uv + float2(0, FogRange.w), 0, 0)).r;
    float4 p = v.pos + float4(0, h * MorphW.y, 0, 0);
    o.pos = mul(p, ViewProj);
    o.uv = v.uv;
    o.nrm = normalize(float3(h - hx, 1, h - hz));
    o.h = h;
    return o;
}
