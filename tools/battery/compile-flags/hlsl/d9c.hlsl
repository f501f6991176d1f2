// Direct3D 9 battery 2: derivatives, texldp/texldb/texldd, vFace, vPos, predication, loops with int constants,
// static bool branches, relative addressing through a0/aL, vertex texture fetch, partial precision
float4 K[48];
float4x4 WVP;
float4x3 Mats[8] : register(c60);
int4 Loops;
int4 Loops2;
bool BFog;
bool BTex;
bool BArr[3];
float3 LightDir = float3(0.5, -1, 0.25);
float Gloss = 16;
int Count = 3;
#ifdef HALFG
half4 HTint = half4(1, 0.5, 0.25, 1);
#else
float4 HTint = float4(1, 0.5, 0.25, 1);
#endif
float2x2 Rot = { 1, 2, 3, 4 };
float4 Defaults[3] = { float4(1, 2, 3, 4), float4(5, 6, 7, 8), float4(-1, -2, -0.5, 100) };
bool BDef = true;
int IDef = 7;
int3 IVDef = int3(1, 2, 3);
struct Lite { float3 dir; float4 col; int on; };
Lite Lites[2] = { { float3(0, 1, 0), float4(1, 1, 1, 1), 1 }, { float3(1, 0, 0), float4(0.5, 0.5, 0.5, 1), 0 } };
row_major float3x4 RowM = { 1, 0, 0, 1, 0, 1, 0, 2, 0, 0, 1, 3 };
sampler2D S0 : register(s0);
sampler2D S1 : register(s1);
samplerCUBE SC : register(s2);
sampler3D S3 : register(s3);
sampler2D VT : register(s0);

#if __SHADER_TARGET_MAJOR == 3
#define SM3IN , float face : VFACE, float2 vpos : VPOS
#else
#define SM3IN
#endif
float4 PSDeriv(float4 t : TEXCOORD0, float4 u : TEXCOORD1 SM3IN) : COLOR0
{
#if __SHADER_TARGET_MAJOR != 3
    float face = t.w; float2 vpos = u.xy;
#endif
    float4 r = tex2Dproj(S0, t) + tex2Dbias(S1, float4(u.xy, 0, u.w));
    r += tex2Dgrad(S1, t.xy, ddx(t.xy) * 2, ddy(t.xy) * 2);
    r += texCUBEbias(SC, float4(u.xyz, 1)) + tex3D(S3, t.xyz) + texCUBEproj(SC, u);
    r *= face > 0 ? HTint : -HTint;
    r.xy += frac(vpos * 0.5) + mul(Rot, u.zw);
#if __SHADER_TARGET_MAJOR == 3
    [branch] if (BTex) r *= tex2Dlod(S0, float4(u.xy, 0, 2));
#else
    if (BTex) r *= tex2D(S0, u.xy);
#endif
    return r + Defaults[2] + Lites[1].col;
}

half4 PSHalf(half4 t : TEXCOORD0, half4 c : COLOR0) : COLOR0
{
    half4 r = tex2D(S0, t.xy) * c;
    r.rgb = lerp(r.rgb, dot(r.rgb, half3(0.3, 0.59, 0.11)), HTint.w);
    r.a = saturate(r.a * 2 - 0.5);
    return r * HTint + pow(saturate(dot(normalize(t.xyz), LightDir)), Gloss);
}

float4 PSLoop(float4 t : TEXCOORD0) : COLOR0
{
    float4 r = 0;
    [loop] for (int i = 0; i < Count; i++) {
        r += tex2Dlod(S0, float4(t.xy + K[i].xy, 0, 0)) * K[i + 8];
        [branch] if (r.w > 2) break;
    }
    [loop] for (int j = 0; j < IDef; j++) r.x += K[j].w;
    if (BArr[1]) r = r.wzyx;
    if (BDef) r += 1;
    [unroll(4)] while (r.x < 4) r.x += t.x + 1;
    return r + mul(RowM, float4(t.xyz, 1)).xyzz;
}

float4 PSPredc(float4 t : TEXCOORD0, float4 u : TEXCOORD1) : COLOR0
{
    float4 r = t;
    [flatten] if (t.x > u.x) r = u * 2; else r.x = -t.y;
    [flatten] if (any(t.zw < u.zw)) r.yw = u.xz;
    r.z = (t.w == 0) ? 1 : 1 / t.w;
    return r;
}

float sincos_helper(float x) { float s, c; sincos(x, s, c); return s * c; }
struct VO { float4 p : POSITION; float4 c : COLOR0; float4 c1 : COLOR1; float4 t0 : TEXCOORD0; float fog : FOG; float ps : PSIZE; };
VO VSRel3(float4 p : POSITION, float4 idx : BLENDINDICES, float3 n : NORMAL, float2 uv : TEXCOORD0)
{
    VO o;
    float3 acc = 0;
    [loop] for (int i = 0; i < Loops.x; i++) acc += mul(p, Mats[i]) * K[i].w;
    [loop] for (int j = Loops2.y; j < Loops2.z; j++) acc += K[j + (int)idx.y].xyz;
    o.p = mul(float4(acc, 1), WVP);
    o.c = K[(int)idx.x] + K[(int)idx.z + 12] * n.x;
#ifndef NOVT
    o.c1 = tex2Dlod(VT, float4(uv, 0, 0));
#else
    o.c1 = uv.xyxy;
#endif
    o.t0 = float4(uv, sincos_helper(p.x), 0);
    o.fog = BFog ? o.p.z : 1;
    o.ps = BArr[2] ? 4 : 1;
    return o;
}

VO VSDef(float4 p : POSITION, float3 n : NORMAL)
{
    VO o = (VO)0;
    o.p = mul(p, WVP);
    float4 c = 0;
    [unroll] for (int i = 0; i < 2; i++) if (Lites[i].on) c += max(0, dot(n, Lites[i].dir)) * Lites[i].col;
    o.c = c + Defaults[0] * IVDef.y;
    o.c1 = float4(LightDir, Gloss);
    o.t0 = mul(RowM, p).xyzz;
    o.fog = IDef;
    return o;
}
