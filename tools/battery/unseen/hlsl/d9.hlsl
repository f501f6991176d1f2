// D3D9 battery: preshaders, loops, predicates, relative addressing, texldl/texldd, bool/int constants.
float4x4 WVP;
float4x3 Bones[20] : register(c10);
float4 Scale;
float4 Offsets[8];
float  Time;
int    Iter;
int4   LoopCfg;
bool   Flip;
bool   Flags[3];
sampler2D   Base   : register(s0);
sampler2D   Detail : register(s1);
samplerCUBE Sky    : register(s3);
sampler3D   Vol;
sampler2D   VTex;

struct VOut { float4 pos : POSITION; float4 col : COLOR0; float4 uv : TEXCOORD0; float3 n : TEXCOORD1; float psz : PSIZE; };

VOut VSPre(float4 p : POSITION, float3 n : NORMAL, float4 w : BLENDWEIGHT, int4 bi : BLENDINDICES, float2 uv : TEXCOORD0)
{
    VOut o;
    float3 q = 0;
    [unroll] for (int k = 0; k < 2; k++)
        q += mul(p, Bones[bi[k]]) * w[k];
    // uniform-only expressions: preshader candidates
    float4 s = Scale * sin(Time) + cos(Time * 2.0);
    float4x4 m = WVP * (Scale.x * Scale.y + 1.0);
    o.pos = mul(float4(q, 1), m) + s;
    o.col = saturate(dot(n, normalize(Scale.xyz)));
    o.uv = float4(uv, Offsets[bi.z].xy);
    o.n = n;
    o.psz = log2(Time) * exp(Scale.w);
    return o;
}

VOut VSLoop(float4 p : POSITION, float3 n : NORMAL, float2 uv : TEXCOORD0)
{
    VOut o;
    float4 acc = p;
    [loop] for (int i = 0; i < Iter; i++)
        acc += Offsets[i] * (float)i;
    if (Flip)
        acc.y = -acc.y;
    [branch] if (Flags[1])
        acc.x *= 2;
    o.pos = mul(acc, WVP);
#ifdef VTEX
    o.col = tex2Dlod(VTex, float4(uv, 0, 2));
#else
    o.col = uv.xyxy;
#endif
    o.uv = float4(uv, uv * 2);
    o.n = normalize(n);
    o.psz = 1;
    return o;
}

float4 PSBranchy(VOut i, float face : VFACE, float2 vp : VPOS) : COLOR0
{
    float4 c = tex2D(Base, i.uv.xy);
    if (c.a < 0.5)
        c = tex2Dgrad(Detail, i.uv.zw, ddx(i.uv.xy), ddy(i.uv.xy));
    else
        c *= texCUBElod(Sky, float4(i.n, 3));
    c += face > 0 ? Scale : -Scale;
    c.xy += vp * 0.001;
    for (int k = 0; k < LoopCfg.x; k++)
        c += tex3Dbias(Vol, float4(i.uv.xyz, k));
    return c;
}

float4 PSSimple(float4 col : COLOR0, float2 uv : TEXCOORD0) : COLOR0
{
    float4 c = tex2Dproj(Base, float4(uv, 0.5, 0.75)) * col;
    c = lerp(c, tex2Dbias(Detail, float4(uv, 0, -1)), Scale.w);
    c.rgb = pow(abs(c.rgb), 2.2) + frac(c.gba) * Time;
    return c;
}

struct PSOut { float4 c0 : COLOR0; float4 c1 : COLOR1; float d : DEPTH; };
PSOut PSMrt(VOut i)
{
    PSOut o;
    o.c0 = tex2D(Base, i.uv.xy);
    o.c1 = float4(i.n * 0.5 + 0.5, 1);
    o.d = i.uv.z;
    clip(o.c0.a - Scale.x);
    return o;
}

static const float4 Pal[4] = { {1,0,0,1}, {0,1,0,1}, {0,0,1,1}, {1,1,1,0.5} };
float4 PSPredicate(float4 col : COLOR0, float4 uv : TEXCOORD0) : COLOR0
{
    float4 c = col;
    [flatten] if (col.x > uv.x) c.y = uv.y * 2; 
    if (col.z > 0.25) c = Pal[(int)(uv.w * 3)];
    c += uv.x < 0 ? Pal[1] : Pal[2];
    return c * max(c.x, c.y) + sign(uv) + abs(uv) * step(uv.x, uv.y) + smoothstep(0, 1, uv.z);
}

float4 VSConst(float4 p : POSITION) : POSITION
{
    float4 r = p;
    [unroll(3)] for (int k = 0; k < 3; k++) r = r * Offsets[k] + Offsets[k + 3];
    r += lit(p.x, p.y, p.z) + dst(p, r);
    return mul(r, transpose(WVP)) + distance(p, r) + determinant((float3x3)WVP);
}
