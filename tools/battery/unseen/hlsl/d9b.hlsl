// More Direct3D 9: predicates, breakc, texkill, dp2add, texldp, relative addressing in loops, vs_1_1
float4 C[32];
float4x4 M;
int N;
int3 Cfg;
bool Bs[4];
bool B1;
sampler2D S0 : register(s0);
sampler2D S1 : register(s1);
samplerCUBE SC : register(s2);

float4 PSPred(float4 t : TEXCOORD0, float4 u : TEXCOORD1, float4 col : COLOR0) : COLOR0
{
    float4 r = tex2Dproj(S0, t);
    [branch] if (r.x > u.x) r.y = tex2D(S1, u.zw).x;
    else if (r.y > 0.5) r.y = dot(t.xy, u.xy) + u.z;
    [loop] for (int i = 0; i < N; i++) {
        r += tex2Dlod(S1, float4(t.xy + C[i].xy, 0, i));
        if (r.w > C[i].w) break;
    }
    clip(t.z);
    clip(u - 0.25);
    r.xy += ddx(t.xy) + ddy(u.xy);
    return r + texCUBEgrad(SC, u.xyz, ddx(u.xyz), ddy(u.xyz)) + (Bs[2] ? col : -col) + (B1 ? 1 : 0);
}

float4 PSPredB(float4 t : TEXCOORD0, float4 u : TEXCOORD1) : COLOR0
{
    float4 r = t;
    r.x = t.x > u.x ? t.y : u.y;
    r.y = t.z < 0 ? u.z : -u.z;
    r.z = dot(t.xy, u.xy) + t.w;
    r.w = any(t > u) ? 1 : 0;
    return r + tex2D(S0, t.xy);
}

struct VO { float4 p : POSITION; float4 c[2] : COLOR0; float4 t : TEXCOORD0; float fog : FOG; };
VO VSRel(float4 p : POSITION, float4 w : BLENDWEIGHT, float4 idx : BLENDINDICES, float3 n : NORMAL)
{
    VO o;
    float4 acc = 0;
    for (int i = 0; i < Cfg.x; i++) acc += C[i + (int)idx.x] * w[i % 4];
    [loop] for (int j = Cfg.y; j < Cfg.z; j += 2) acc.x += C[j].w;
    o.p = mul(p + acc, M);
    o.c[0] = C[(int)idx.y] * n.x; o.c[1] = C[(int)idx.z + 4]; o.t = abs(n.xyzz) * rsqrt(dot(n, n)) + exp(p) + log(abs(p)) + pow(abs(p.x), p.y);
    o.fog = frac(p.z) + (Bs[1] ? 1 : 0);
    if (B1) o.p.x = -o.p.x;
    return o;
}

VO VSOld(float4 p : POSITION, float3 n : NORMAL, float4 idx : BLENDINDICES)
{
    VO o;
    o.p = mul(p, M);
    float3 l = normalize(C[0].xyz - p.xyz);
    o.c[0] = max(dot(n, l), 0) * C[1] + C[(int)idx.x + 2];
    o.c[1] = lit(dot(n, l), dot(n, normalize(l + float3(0, 0, 1))), C[3].w);
    o.t = float4(sign(n), min(p.x, p.y)) + step(n.x, 0.5);
    o.fog = length(p.xyz) * C[4].x;
    return o;
}
