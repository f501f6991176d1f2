// Forward PBR: a light list walked in a loop, a switch over light kinds, a BRDF returned as a struct.
#define MAX_LIGHTS 16
struct LightData { float4 posRange; float4 colorKind; float4 dirCone; };
cbuffer Frame : register(b0) { float4x4 ViewProj; float3 EyePos; uint LightCount; float Exposure; float3 Ambient; };
cbuffer Lights : register(b1) { LightData Light[MAX_LIGHTS]; };
cbuffer Material : register(b2) { float4 BaseTint; float Metal; float Rough; float2 UvScale; };
Texture2D<float4> AlbedoMap : register(t0);
Texture2D<float2> NormalMap : register(t1);
Texture2D<float4> OrmMap : register(t2);
TextureCube<float4> EnvMap : register(t3);
SamplerState Aniso : register(s0);

struct VIn { float3 pos : POSITION; float3 nrm : NORMAL; float4 tan : TANGENT; float2 uv : TEXCOORD0; };
struct VOut { float4 pos : SV_Position; float3 wpos : WORLDPOS; float3 nrm : NORMAL; float4 tan : TANGENT; float2 uv : TEXCOORD0; };

VOut VSForward(VIn v)
{
    VOut o;
    o.wpos = v.pos;
    o.pos = mul(float4(v.pos, 1), ViewProj);
    o.nrm = v.nrm;
    o.tan = v.tan;
    o.uv = v.uv * UvScale;
    return o;
}

struct Brdf { float3 diffuse; float3 specular; };

float D_GGX(float nh, float a) { float a2 = a * a; float d = nh * nh * (a2 - 1) + 1; return a2 / (3.14159265 * d * d); }
float V_Smith(float nv, float nl, float a) { float k = a * 0.5; return 0.25 / ((nv * (1 - k) + k) * (nl * (1 - k) + k)); }
float3 F_Schlick(float3 f0, float vh) { return f0 + (1 - f0) * exp2((-5.55473 * vh - 6.98316) * vh); }

Brdf Evaluate(float3 n, float3 v, float3 l, float3 albedo, float metal, float rough)
{
    Brdf b;
    float3 h = normalize(v + l);
    float nl = saturate(dot(n, l)), nv = saturate(dot(n, v)) + 1e-4, nh = saturate(dot(n, h)), vh = saturate(dot(v, h));
    float3 f0 = lerp(0.04, albedo, metal);
    float3 F = F_Schlick(f0, vh);
    b.specular = F * D_GGX(nh, rough * rough) * V_Smith(nv, nl, rough) * nl;
    b.diffuse = (1 - F) * (1 - metal) * albedo * nl / 3.14159265;
    return b;
}

float Attenuate(LightData L, float3 wpos, out float3 dir)
{
    uint kind = asuint(L.colorKind.w);
    float att = 1;
    switch (kind)
    {
    case 0: dir = -L.dirCone.xyz; break;
    case 1:
    {
        float3 d = L.posRange.xyz - wpos;
        float dist2 = dot(d, d);
        dir = d * rsqrt(dist2);
        float f = saturate(1 - dist2 / (L.posRange.w * L.posRange.w));
        att = f * f / (dist2 + 1);
        break;
    }
    default:
    {
        float3 d = L.posRange.xyz - wpos;
        dir = normalize(d);
        float c = dot(-dir, L.dirCone.xyz);
        att = saturate((c - L.dirCone.w) * 8) / (1 + dot(d, d));
        break;
    }
    }
    return att;
}

float3 TangentNormal(VOut i)
{
    float2 t = NormalMap.Sample(Aniso, i.uv) * 2 - 1;
    float3 tn = float3(t, sqrt(saturate(1 - dot(t, t))));
    float3 b = cross(i.nrm, i.tan.xyz) * i.tan.w;
    return normalize(tn.x * i.tan.xyz + tn.y * b + tn.z * i.nrm);
}

float4 PSForward(VOut i) : SV_Target
{
    float4 albedo = AlbedoMap.Sample(Aniso, i.uv) * BaseTint;
    float3 orm = OrmMap.Sample(Aniso, i.uv).xyz;
    float3 n = TangentNormal(i);
    float3 v = normalize(EyePos - i.wpos);
    float3 acc = Ambient * albedo.rgb * orm.x;
    [loop] for (uint k = 0; k < LightCount; k++)
    {
        float3 l;
        float att = Attenuate(Light[k], i.wpos, l);
        [branch] if (att <= 0) continue;
        Brdf b = Evaluate(n, v, l, albedo.rgb, orm.z * Metal, orm.y * Rough);
        acc += (b.diffuse + b.specular) * Light[k].colorKind.rgb * att;
    }
    float3 r = reflect(-v, n);
    acc += EnvMap.SampleLevel(Aniso, r, orm.y * 8).rgb * (1 - orm.y) * 0.25;
    return float4(acc * Exposure, albedo.a);
}

float4 PSForwardFour(VOut i) : SV_Target
{
    float3 n = normalize(i.nrm);
    float3 v = normalize(EyePos - i.wpos);
    float3 albedo = AlbedoMap.Sample(Aniso, i.uv).rgb;
    float3 acc = 0;
    [unroll] for (uint k = 0; k < 4; k++)
    {
        float3 l = normalize(Light[k].posRange.xyz - i.wpos);
        Brdf b = Evaluate(n, v, l, albedo, Metal, Rough);
        acc += (b.diffuse + b.specular) * Light[k].colorKind.rgb;
    }
    return float4(acc, 1);
}

struct GBufferOut { float4 albedo : SV_Target0; float4 normal : SV_Target1; float2 motion : SV_Target2; };
GBufferOut PSGBuffer(VOut i, bool front : SV_IsFrontFace)
{
    GBufferOut g;
    float3 n = TangentNormal(i) * (front ? 1 : -1);
    float4 a = AlbedoMap.Sample(Aniso, i.uv);
    clip(a.a - 0.5);
    g.albedo = float4(a.rgb * BaseTint.rgb, Metal);
    float2 oct = n.xy / (abs(n.x) + abs(n.y) + abs(n.z));
    oct = n.z >= 0 ? oct : (1 - abs(oct.yx)) * (oct.xy >= 0 ? 1 : -1);
    g.normal = float4(oct * 0.5 + 0.5, Rough, 1);
    g.motion = ddx(i.wpos.xy) + ddy(i.wpos.xy);
    return g;
}
