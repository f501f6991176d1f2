// Direct3D 9 pixel programs: normal mapping, projected shadows, loops in ps_3_0, vFace, colour grading,
// parallax, detail blends.
sampler2D DiffuseMap;
sampler2D NormalMap;
sampler2D ShadowMap;
sampler3D GradeLut;
samplerCUBE EnvCube;
float4 LightDirP;
float4 LightColP;
float4 AmbientP;
float4 ParallaxScale;
float4 KernelOffsets[8];
int Taps;
float4x4 ShadowMat;
bool UseEnv;

struct PIn { float2 uv : TEXCOORD0; float3 lt : TEXCOORD1; float3 vt : TEXCOORD2; float4 sp : TEXCOORD3; float4 col : COLOR0; };

float4 PSNormalMap(PIn i) : COLOR
{
    float3 n = tex2D(NormalMap, i.uv).xyz * 2 - 1;
    float4 d = tex2D(DiffuseMap, i.uv);
    float nl = saturate(dot(n, normalize(i.lt)));
    float3 h = normalize(normalize(i.lt) + normalize(i.vt));
    float s = pow(saturate(dot(n, h)), 32) * d.a;
    return float4(d.rgb * (nl * LightColP.rgb + AmbientP.rgb) + s * LightColP.rgb, 1) * i.col;
}

float4 PSProjShadow(PIn i) : COLOR
{
    float4 d = tex2D(DiffuseMap, i.uv);
    float sh = tex2Dproj(ShadowMap, i.sp).r;
    return d * lerp(AmbientP, LightColP, sh);
}

float4 PSShadowLoop(PIn i) : COLOR
{
    float4 d = tex2D(DiffuseMap, i.uv);
    float s = 0;
    for (int k = 0; k < Taps; k++)
        s += tex2Dlod(ShadowMap, float4(i.sp.xy / i.sp.w + KernelOffsets[k].xy, 0, 0)).r > i.sp.z / i.sp.w ? 1 : 0;
    return d * s / Taps;
}

float4 PSFace(PIn i, float face : VFACE) : COLOR
{
    float3 n = tex2D(NormalMap, i.uv).xyz * 2 - 1;
    n.z *= face > 0 ? 1 : -1;
    return float4(n * 0.5 + 0.5, 1);
}

float4 PSGrade(float2 uv : TEXCOORD0) : COLOR
{
    float4 c = tex2D(DiffuseMap, uv);
    float3 g = tex3D(GradeLut, c.rgb * (15.0 / 16) + 0.5 / 16).rgb;
    return float4(lerp(c.rgb, g, ParallaxScale.w), c.a);
}

float4 PSParallax(PIn i) : COLOR
{
    float h = tex2D(NormalMap, i.uv).a;
    float2 uv = i.uv + normalize(i.vt).xy * (h * ParallaxScale.x + ParallaxScale.y);
    float4 d = tex2D(DiffuseMap, uv);
    float3 n = tex2D(NormalMap, uv).xyz * 2 - 1;
    return d * saturate(dot(n, LightDirP.xyz));
}

float4 PSEnv(PIn i) : COLOR
{
    float4 d = tex2D(DiffuseMap, i.uv);
    if (UseEnv)
        d.rgb += texCUBE(EnvCube, reflect(-i.vt, float3(0, 0, 1))).rgb * d.a;
    return d;
}

float4 PSSteepParallax(PIn i) : COLOR
{
    float3 v = normalize(i.vt);
    float2 dUV = v.xy * ParallaxScale.x / 16;
    float2 uv = i.uv;
    float layer = 1;
    float2 gx = ddx(i.uv), gy = ddy(i.uv);
    float h = tex2Dgrad(NormalMap, uv, gx, gy).a;
    [loop] for (int k = 0; k < 16 && h < layer; k++)
    {
        uv -= dUV;
        layer -= 1.0 / 16;
        h = tex2Dgrad(NormalMap, uv, gx, gy).a;
    }
    return tex2D(DiffuseMap, uv);
}

float4 PSDetail(PIn i) : COLOR
{
    float4 a = tex2D(DiffuseMap, i.uv);
    float4 b = tex2D(NormalMap, i.uv * 8);
    return a * (b * 2) * i.col + AmbientP * (1 - a.a);
}
